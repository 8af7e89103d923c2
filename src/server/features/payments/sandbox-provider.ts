/**
 * The local payment provider used when Stripe is not configured: accounts live in
 * `sandbox_accounts` and onboarding is a page of ours (sandbox.routes.ts) whose "Complete onboarding"
 * button marks the account ready; checkouts live in `sandbox_checkouts` and their page's "Pay"
 * button marks them paid. Its links carry a token (an HMAC of the account or checkout id under the
 * server secret), so only someone given the link can use the page.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sandboxAccounts, sandboxCheckouts } from '../../db/schema';
import type { Deps } from '../../deps';
import { type PaymentProvider, SESSION_ID_PLACEHOLDER } from './provider';

export const SANDBOX_PATH = '/payments-sandbox';

/** What a link token opens: an account's onboarding and dashboard pages, or a checkout's page. */
type LinkKind = 'account' | 'checkout';

export const sandboxToken = (deps: Deps, kind: LinkKind, id: string) =>
  createHmac('sha256', deps.config.jwtSecret).update(`sandbox-${kind}:${id}`).digest('base64url');

export function validSandboxToken(
  deps: Deps,
  kind: LinkKind,
  id: string,
  token: string | undefined,
): boolean {
  if (!token) return false;
  const expected = Buffer.from(sandboxToken(deps, kind, id));
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

export async function findSandboxCheckout(deps: Deps, id: string) {
  const [row] = await deps.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  return row;
}

/** What the "Pay" button does: the checkout is paid (again is no change). */
export async function completeSandboxCheckout(deps: Deps, id: string) {
  await deps.db.update(sandboxCheckouts).set({ status: 'complete' }).where(eq(sandboxCheckouts.id, id));
}

export function sandboxProvider(deps: Deps): PaymentProvider {
  const link = (page: string, kind: LinkKind, id: string, query: Record<string, string> = {}) => {
    const params = new URLSearchParams({ token: sandboxToken(deps, kind, id), ...query });
    return `${deps.config.publicUrl}${SANDBOX_PATH}/${page}/${encodeURIComponent(id)}?${params}`;
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
    accountLink: async (accountId, { returnUrl }) =>
      link('onboarding', 'account', accountId, { return: returnUrl }),
    dashboardLink: async (accountId) => link('dashboard', 'account', accountId),
    async createCheckout(request) {
      const id = `cs_sandbox_${randomBytes(12).toString('hex')}`;
      await deps.db.insert(sandboxCheckouts).values({
        id,
        accountId: request.destination,
        amountCents: request.amountCents,
        feeCents: request.feeCents,
        currency: request.currency,
        description: request.description,
        reference: request.reference,
        successUrl: request.successUrl.replace(SESSION_ID_PLACEHOLDER, id),
        cancelUrl: request.cancelUrl,
      });
      return { sessionId: id, url: link('checkout', 'checkout', id) };
    },
    async retrieveCheckout(sessionId) {
      const row = await findSandboxCheckout(deps, sessionId);
      return { paid: row?.status === 'complete', reference: row?.reference ?? null };
    },
  };
}
