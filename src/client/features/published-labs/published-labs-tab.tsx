/** /{username}/publishedlabs/: placeholder until the published labs screens land. */
export function PublishedLabsTab(_props: { username: string }) {
  return null;
}
