export default function PasswordRenewRoute() {
  return null;
}
