export default function SettingsRoute() {
  return null;
}
