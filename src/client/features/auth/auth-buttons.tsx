/** The visitor's sign-in / sign-up control in the top bar. */
export function AuthButtons() {
  return null;
}
