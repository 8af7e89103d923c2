export function RouteError() {
  return null;
}
