export default function ComingSoonRoute() {
  return null;
}
