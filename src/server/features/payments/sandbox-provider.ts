/**
 * The local payment provider used when Stripe is not configured: accounts live in
 * `sandbox_accounts` and onboarding is a page of ours (sandbox.routes.ts) whose "Complete onboarding"
 * button marks the account ready. Its links carry a per-account token (an HMAC of the account id
 * under the server secret), so only someone given the link can complete or view the account.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sandboxAccounts } from '../../db/schema';
import type { Deps } from '../../deps';
import type { PaymentProvider } from './provider';

export const SANDBOX_PATH = '/payments-sandbox';

export const sandboxToken = (deps: Deps, accountId: string) =>
  createHmac('sha256', deps.config.jwtSecret).update(`sandbox-account:${accountId}`).digest('base64url');

export function validSandboxToken(deps: Deps, accountId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(sandboxToken(deps, accountId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function findSandboxAccount(deps: Deps, accountId: string) {
  const [row] = await deps.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.accountId, accountId));
  return row;
}

/** What the "Complete onboarding" button does: the account can take charges and pay out. */
export async function completeSandboxOnboarding(deps: Deps, accountId: string) {
  await deps.db
    .update(sandboxAccounts)
    .set({ detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true })
    .where(eq(sandboxAccounts.accountId, accountId));
}

export function sandboxProvider(deps: Deps): PaymentProvider {
  const link = (page: string, accountId: string, query: Record<string, string> = {}) => {
    const params = new URLSearchParams({ token: sandboxToken(deps, accountId), ...query });
    return `${deps.config.publicUrl}${SANDBOX_PATH}/${page}/${encodeURIComponent(accountId)}?${params}`;
  };
  return {
    name: 'sandbox',
    async createAccount({ email, country }) {
      const accountId = `acct_sandbox_${randomBytes(9).toString('hex')}`;
      await deps.db.insert(sandboxAccounts).values({ accountId, email, country });
      return { accountId };
    },
    async accountStatus(accountId) {
      const row = await findSandboxAccount(deps, accountId);
      return {
        charges_enabled: row?.chargesEnabled ?? false,
        payouts_enabled: row?.payoutsEnabled ?? false,
        details_submitted: row?.detailsSubmitted ?? false,
      };
    },
    // Sandbox links do not expire, so the refresh URL is never needed.
    accountLink: async (accountId, { returnUrl }) => link('onboarding', accountId, { return: returnUrl }),
    dashboardLink: async (accountId) => link('dashboard', accountId),
  };
}
