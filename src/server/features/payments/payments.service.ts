/**
 * A user's payment account: one per user, created with the provider once, its flags refreshed from
 * the provider whenever they are read. Nobody sees or uses another user's account.
 */
import { and, eq } from 'drizzle-orm';
import { type PaymentCountryCode, paymentMessages } from '../../../shared/payment-countries';
import { paymentAccounts, users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { fieldError, HttpError, notFound } from '../../http/errors';
import { paymentProvider } from './choose-provider';
import type { PaymentProvider, ProviderAccountStatus, ProviderName } from './provider';

type AccountRow = typeof paymentAccounts.$inferSelect;

export type AccountStatus = {
  has_account: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  onboarding_complete: boolean;
};

const NO_ACCOUNT: AccountStatus = {
  has_account: false,
  charges_enabled: false,
  payouts_enabled: false,
  onboarding_complete: false,
};

const toStatus = (row: AccountRow): AccountStatus => ({
  has_account: true,
  charges_enabled: row.chargesEnabled,
  payouts_enabled: row.payoutsEnabled,
  onboarding_complete: row.onboardingComplete,
});

/** Onboarding is complete once the details are in and the account can take charges. */
const isComplete = (status: ProviderAccountStatus) => status.details_submitted && status.charges_enabled;

const flagsOf = (status: ProviderAccountStatus) => ({
  chargesEnabled: status.charges_enabled,
  payoutsEnabled: status.payouts_enabled,
  onboardingComplete: isComplete(status),
});

/** The user's account with the current provider (one made with another provider no longer counts). */
async function findAccount(deps: Deps, provider: PaymentProvider, userId: number) {
  const [row] = await deps.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, userId));
  return row && row.provider === provider.name ? row : undefined;
}

/** Reads the provider's flags into the row; a provider that cannot be reached leaves the stored ones. */
async function refresh(deps: Deps, provider: PaymentProvider, row: AccountRow) {
  let status: ProviderAccountStatus;
  try {
    status = await provider.accountStatus(row.accountId);
  } catch (error) {
    if (error instanceof HttpError) return { row, details: row.onboardingComplete };
    throw error;
  }
  const next = flagsOf(status);
  const changed =
    next.chargesEnabled !== row.chargesEnabled ||
    next.payoutsEnabled !== row.payoutsEnabled ||
    next.onboardingComplete !== row.onboardingComplete;
  const updated = changed
    ? ((
        await deps.db
          .update(paymentAccounts)
          .set({ ...next, updatedAt: deps.clock() })
          .where(eq(paymentAccounts.id, row.id))
          .returning()
      )[0] ?? row)
    : row;
  return { row: updated, details: status.details_submitted };
}

export async function accountStatus(deps: Deps, user: AuthUser): Promise<AccountStatus> {
  const provider = paymentProvider(deps);
  const row = await findAccount(deps, provider, user.id);
  if (!row) return NO_ACCOUNT;
  return toStatus((await refresh(deps, provider, row)).row);
}

/** Stores flags the provider pushed for one of its accounts (Stripe's account.updated). */
export async function storeAccountStatus(
  deps: Deps,
  provider: ProviderName,
  accountId: string,
  status: ProviderAccountStatus,
) {
  await deps.db
    .update(paymentAccounts)
    .set({ ...flagsOf(status), updatedAt: deps.clock() })
    .where(and(eq(paymentAccounts.provider, provider), eq(paymentAccounts.accountId, accountId)));
}

/** The artist's account with the current provider, refreshed, when it can take payments now. */
export async function payoutAccount(deps: Deps, provider: PaymentProvider, userId: number) {
  const row = await findAccount(deps, provider, userId);
  if (!row) return undefined;
  const { row: fresh } = await refresh(deps, provider, row);
  return fresh.onboardingComplete ? fresh : undefined;
}

/** Creates the user's provider account once; a repeat answers the account already made. */
export async function createConnectAccount(deps: Deps, user: AuthUser, country: PaymentCountryCode) {
  const provider = paymentProvider(deps);
  const existing = await findAccount(deps, provider, user.id);
  if (existing) return { account: existing, created: false };
  const [owner] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  if (!owner) throw notFound();
  const { accountId } = await provider.createAccount({ userId: user.id, email: owner.email, country });
  const values = { provider: provider.name, accountId, country, updatedAt: deps.clock() };
  // A row left from another provider is replaced: the new provider's account is the one that counts.
  const [account] = await deps.db
    .insert(paymentAccounts)
    .values({ ...values, userId: user.id })
    .onConflictDoUpdate({
      target: paymentAccounts.userId,
      set: { ...values, chargesEnabled: false, payoutsEnabled: false, onboardingComplete: false },
    })
    .returning();
  if (!account) throw new Error('payment account not stored');
  return { account, created: true };
}

async function requireAccount(deps: Deps, provider: PaymentProvider, user: AuthUser) {
  const row = await findAccount(deps, provider, user.id);
  if (!row) throw fieldError('non_field_errors', paymentMessages.noAccount);
  return row;
}

/** The provider's onboarding page for the user's account. */
export async function createAccountLink(deps: Deps, user: AuthUser): Promise<string> {
  const provider = paymentProvider(deps);
  const row = await requireAccount(deps, provider, user);
  const base = deps.config.publicUrl;
  return provider.accountLink(row.accountId, {
    refreshUrl: `${base}/stripe/onboarding/refresh`,
    returnUrl: `${base}/stripe/onboarding/success`,
  });
}

/** The provider's dashboard for the user's account; it opens once onboarding details are in. */
export async function createDashboardLink(deps: Deps, user: AuthUser): Promise<string> {
  const provider = paymentProvider(deps);
  const { row, details } = await refresh(deps, provider, await requireAccount(deps, provider, user));
  if (!details) throw fieldError('non_field_errors', paymentMessages.onboardingIncomplete);
  return provider.dashboardLink(row.accountId);
}

export const toAccountAnswer = (row: AccountRow) => ({ account_id: row.accountId, ...toStatus(row) });
