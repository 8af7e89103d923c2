/**
 * The account's part of the data download (account/export-zip.ts): the account and its payment account.
 */
import { eq } from 'drizzle-orm';
import { type DownloadSection, iso } from '../../db/download';
import { paymentAccounts, users } from '../../db/schema';
import type { Deps } from '../../deps';

async function accountSection(deps: Deps, userId: number) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  const [payments] = await deps.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, userId));
  return {
    username: user?.username,
    email: user?.email,
    country: user?.country,
    gender: user?.gender,
    email_verified: user?.emailVerified,
    google_sign_in: Boolean(user?.googleSub),
    created: iso(user?.createdAt ?? null),
    payment_account: payments
      ? {
          provider: payments.provider,
          country: payments.country,
          charges_enabled: payments.chargesEnabled,
          payouts_enabled: payments.payoutsEnabled,
        }
      : null,
  };
}

export const accountDownload: DownloadSection = {
  file: 'account.json',
  about: 'your account: username, e-mail, country, payment account',
  read: accountSection,
};
