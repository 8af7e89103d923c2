export default function WelcomeNoteRoute() {
  return null;
}
