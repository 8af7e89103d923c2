export default function ArtistsRoute() {
  return null;
}
