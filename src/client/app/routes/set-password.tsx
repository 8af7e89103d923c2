export default function SetPasswordRoute() {
  return null;
}
