/** /{username}/purchasedlabs/ (owner only): placeholder until the purchased labs screens land. */
export function PurchasedLabsTab() {
  return null;
}
