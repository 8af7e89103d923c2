export default function NotFoundRoute() {
  return null;
}
