export default function TermsRoute() {
  return null;
}
