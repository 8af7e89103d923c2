export default function ArtistsLegacyRoute() {
  return null;
}
