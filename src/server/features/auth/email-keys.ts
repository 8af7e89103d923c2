/**
 * One-time keys mailed to a user (e-mail verification, password reset). Only their hash is stored;
 * a key works once and until it expires. Their mails go out in the recipient's stored language.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import type { Db } from '../../db/client';
import { emailKeys } from '../../db/schema';
import type { Deps } from '../../deps';
import { hashToken, newSecretToken } from '../../http/tokens';
import { translate } from '../../i18n';

type KeyPurpose = 'verify' | 'reset';

const KEY_TTL_MS: Record<KeyPurpose, number> = {
  verify: 3 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** Stores a new key for the user and returns it in clear, for the mail only. */
export async function createEmailKey(
  db: Db,
  now: Date,
  userId: number,
  purpose: KeyPurpose,
): Promise<string> {
  const { token, hash } = newSecretToken();
  await db
    .insert(emailKeys)
    .values({ tokenHash: hash, userId, purpose, expiresAt: new Date(now.getTime() + KEY_TTL_MS[purpose]) });
  return token;
}

const usable = (token: string, purpose: KeyPurpose, now: Date) =>
  and(
    eq(emailKeys.tokenHash, hashToken(token)),
    eq(emailKeys.purpose, purpose),
    isNull(emailKeys.usedAt),
    gt(emailKeys.expiresAt, now),
  );

/** The user id of an unused, unexpired key, without using it up. */
export async function peekEmailKey(
  db: Db,
  now: Date,
  token: string,
  purpose: KeyPurpose,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: emailKeys.userId })
    .from(emailKeys)
    .where(usable(token, purpose, now));
  return row?.userId ?? null;
}

/** Uses a key up and returns its user id; null when it is unknown, used or expired. */
export async function consumeEmailKey(
  db: Db,
  now: Date,
  token: string,
  purpose: KeyPurpose,
): Promise<number | null> {
  const [row] = await db
    .update(emailKeys)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({ userId: emailKeys.userId });
  return row?.userId ?? null;
}

/** A mail carrying a key: its texts (English, translated when sent) and the app page it links to. */
export type KeyMail = { subject: string; intro: string; page: '/verify' | '/setpassword'; outro: string };

/** Mails a link carrying the key to the given page of the app, in the recipient's language. */
export async function mailKeyLink(
  deps: Deps,
  to: { email: string; language: Locale },
  mail: KeyMail,
  token: string,
): Promise<void> {
  const link = `${deps.config.publicUrl}${mail.page}?key=${encodeURIComponent(token)}`;
  const t = (text: string) => translate(to.language, text);
  await deps.mail.send({
    to: to.email,
    subject: t(mail.subject),
    text: `${t(mail.intro)}\n\n${link}\n\n${t(mail.outro)}\n`,
  });
}
