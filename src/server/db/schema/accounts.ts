/** Users, their sign-in bookkeeping and portfolios. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../shared/locales';
import { created } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    country: text('country').notNull().default(''),
    gender: text('gender').notNull().default('NS'),
    emailVerified: boolean('email_verified').notNull().default(false),
    googleSub: text('google_sub'),
    /** One of LOCALES: the language of this user's mails and pushes (DESIGN 5c). */
    language: text('language').$type<Locale>().notNull().default('en'),
    /** When the user last downloaded their data (one download per 24 hours). */
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    /**
     * Set when the user deleted their account: the row stays, without name, e-mail or password, so
     * that sales and purchase records keep their other side (features/account/delete-account.ts).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Set while a moderator has suspended the account: sign-in refused, sessions ended, everything
     * they made hidden (db/visibility.ts); cleared when the suspension is lifted.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    // Deleted accounts share one placeholder username; a deleted user's own name is free again.
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_email').on(t.email),
    uniqueIndex('users_google_sub').on(t.googleSub),
  ],
);

/** The user who owns the row; it goes with them. */
export const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One-time keys mailed to a user: email verification and password reset. Stored hashed. */
export const emailKeys = pgTable('email_keys', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Rotating refresh tokens, hashed; a family is one sign-in, revoked together. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('refresh_tokens_family').on(t.family)],
);

/**
 * Failed password checks in fixed windows, per key: an (address, account) pair, an address, an
 * account over all addresses, a known-device token. A pair's or a device's row also keeps its last
 * successful sign-in, which makes it known to the address's and the account's limits.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull().default(0),
  signedInAt: timestamp('signed_in_at', { withTimezone: true }),
});

/** Proof-of-work solutions already spent (by challenge signature), kept until their challenge expires. */
export const usedProofs = pgTable('used_proofs', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const portfolios = pgTable(
  'portfolios',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    artistName: text('artist_name').notNull(),
    country: text('country').notNull(),
    bio: text('bio').notNull().default(''),
    photo: text('photo'),
    cover: text('cover'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('portfolios_user').on(t.userId),
    uniqueIndex('portfolios_username').on(sql`lower(${t.username})`),
    // Artist search: trigrams find a name or username containing the text (ILIKE '%text%'); a text
    // too common for them to narrow reads the names in the answer's order and stops at a page.
    index('portfolios_search').using('gin', t.username.op('gin_trgm_ops'), t.artistName.op('gin_trgm_ops')),
    index('portfolios_name_order').on(sql`lower(${t.artistName})`, t.id),
  ],
);
