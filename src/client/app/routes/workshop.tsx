/** /workshops/{uuid}: one workshop (spec 2.1, 2.8). */
import { useParams } from 'react-router-dom';
import { WorkshopView } from '../../features/workshops/workshop-view';
import { FEED_WIDTH } from '../../ui/lists/feed-width';
import { Page } from '../layouts/page';

export default function WorkshopRoute() {
  const { uuid = '' } = useParams();
  return (
    <Page width={FEED_WIDTH}>
      <WorkshopView key={uuid} uuid={uuid} />
    </Page>
  );
}
