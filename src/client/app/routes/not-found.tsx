/** Unknown routes: the 404 error page. */
import { ErrorPage } from '../../ui/errors/error-page';

export default function NotFoundRoute() {
  return <ErrorPage kind="notFound" />;
}
