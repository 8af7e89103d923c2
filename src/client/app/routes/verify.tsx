export default function VerifyRoute() {
  return null;
}
