export default function HelpAdminRoute() {
  return null;
}
