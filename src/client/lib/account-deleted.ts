/**
 * The navigation state with which "Delete my account" (features/account/delete-account.tsx) lands on
 * the home, which then says the account is deleted: a clear end, on a page that needs no account.
 */
export const ACCOUNT_DELETED = { accountDeleted: true } as const;

export const isAccountDeleted = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'accountDeleted' in state;
