export default function LogoutRoute() {
  return null;
}
