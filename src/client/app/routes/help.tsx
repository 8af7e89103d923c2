export default function HelpRoute() {
  return null;
}
