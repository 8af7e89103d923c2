export default function UpdatesRoute() {
  return null;
}
