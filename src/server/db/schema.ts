/** The one Drizzle schema for PGlite and PostgreSQL. SQL stays within what PostgreSQL 15 accepts. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LIKE_TYPES } from '../../shared/schemas/cooking';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('users_email').on(t.email),
    uniqueIndex('users_google_sub').on(t.googleSub),
  ],
);

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

/** Failed sign-in counters per account and per address, in fixed windows. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull().default(0),
});

/** Stored answers to writes, so a replayed Idempotency-Key gets the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    body: text('body').notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  status: text('status', { enum: ['pending', 'ready'] })
    .notNull()
    .default('pending'),
  createdAt: created(),
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
  ],
);

const uuidColumn = () =>
  text('uuid')
    .notNull()
    .unique()
    .$defaultFn(() => randomUUID());
const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const mention = (name: string) => integer(name).references(() => portfolios.id, { onDelete: 'set null' });

/**
 * Video notes. access: 1 owner only, 3 owner and the mentioned artist, 5 everyone. No index leads
 * with access: feeds walk the id index (see the visibility predicate in features/cookings/access.ts),
 * and without planner statistics (PGlite gathers none) one let a feed plan a bitmap scan and sort
 * of every visible note instead.
 */
export const cookings = pgTable(
  'cookings',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    video: text('video').notNull(),
    lesson: text('lesson').notNull().default(''),
    access: integer('access').notNull(),
    mention1: mention('mention1'),
    mention2: mention('mention2'),
    mention3: mention('mention3'),
    workshop: integer('workshop'),
    createdAt: created(),
  },
  (t) => [
    check('cookings_access', sql`${t.access} in (1, 3, 5)`),
    index('cookings_user_id').on(t.userId, t.id),
    index('cookings_mention1').on(t.mention1),
    index('cookings_mention2').on(t.mention2),
    index('cookings_mention3').on(t.mention3),
  ],
);

/** Personal labs (playlists of the owner's video notes). */
export const techniques = pgTable(
  'techniques',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    name: text('name').notNull(),
    about: text('about').notNull().default(''),
    published: boolean('published').notNull().default(false),
    createdAt: created(),
  },
  (t) => [index('techniques_user_id').on(t.userId, t.id)],
);

/** A video note in a lab. */
export const ctRelations = pgTable(
  'ct_relations',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    cookingId: integer('cooking_id')
      .notNull()
      .references(() => cookings.id, { onDelete: 'cascade' }),
    techniqueId: integer('technique_id')
      .notNull()
      .references(() => techniques.id, { onDelete: 'cascade' }),
    /** Shown in the lab's published version (set by the publish form's bulk update). */
    publish: boolean('publish').notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('ct_relations_pair').on(t.cookingId, t.techniqueId),
    index('ct_relations_technique_id').on(t.techniqueId),
  ],
);

/** An artist (portfolio, the spec's "shareidobj") tagged as teacher on a video note. */
export const taggedTeachers = pgTable(
  'tagged_teachers',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    cookingId: integer('cooking_id')
      .notNull()
      .references(() => cookings.id, { onDelete: 'cascade' }),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    idea: text('idea').notNull().default(''),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('tagged_teachers_pair').on(t.cookingId, t.portfolioId),
    index('tagged_teachers_portfolio_id').on(t.portfolioId),
  ],
);

/** Reactions: one per user, note and type (LO like, FI fire, DE head-flash). */
export const likes = pgTable(
  'likes',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    cookingId: integer('cooking_id')
      .notNull()
      .references(() => cookings.id, { onDelete: 'cascade' }),
    likeType: text('like_type', { enum: LIKE_TYPES }).notNull(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('likes_user_cooking_type').on(t.userId, t.cookingId, t.likeType),
    index('likes_cooking_id').on(t.cookingId, t.id),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    cookingId: integer('cooking_id')
      .notNull()
      .references(() => cookings.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    createdAt: created(),
  },
  (t) => [index('comments_cooking_id').on(t.cookingId, t.id)],
);

/**
 * A user's account with the payment provider (Stripe Connect Express or the local sandbox): one per
 * user. The flags are the provider's, refreshed whenever the status is read.
 */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    accountId: text('account_id').notNull(),
    country: text('country').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    onboardingComplete: boolean('onboarding_complete').notNull().default(false),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_accounts_user').on(t.userId),
    uniqueIndex('payment_accounts_account').on(t.accountId),
  ],
);

/** The sandbox provider's own accounts, standing in for Stripe's when no STRIPE_SECRET_KEY is set. */
export const sandboxAccounts = pgTable('sandbox_accounts', {
  accountId: text('account_id').primaryKey(),
  email: text('email').notNull(),
  country: text('country').notNull(),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  createdAt: created(),
});

/** A personal lab published to others: one per source lab. Listed once it has a subscription. */
export const publishedLabs = pgTable(
  'published_labs',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    labId: integer('lab_id')
      .notNull()
      .references(() => techniques.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    about: text('about').notNull().default(''),
    createdAt: created(),
  },
  (t) => [uniqueIndex('published_labs_lab').on(t.labId), index('published_labs_user_id').on(t.userId, t.id)],
);

/** A published lab's terms: price in whole cents (0 = 'Pay as they wish') and period in days. One per lab. */
export const plabSubs = pgTable(
  'plab_subs',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    plabId: integer('plab_id')
      .notNull()
      .references(() => publishedLabs.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    periodDays: integer('period_days').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('plab_subs_plab').on(t.plabId),
    check('plab_subs_price', sql`${t.priceCents} >= 0`),
    check('plab_subs_period', sql`${t.periodDays} > 0`),
  ],
);

/**
 * A purchase of a fee lab (or the join of a free one, amount 0). It grants the lab from `paidAt`
 * until `expiresAt`; the amounts and period are copied from the subscription when checkout starts.
 */
export const labPurchases = pgTable(
  'lab_purchases',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    plabId: integer('plab_id')
      .notNull()
      .references(() => publishedLabs.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    periodDays: integer('period_days').notNull(),
    provider: text('provider', { enum: ['stripe', 'sandbox', 'free'] }).notNull(),
    /** The provider's checkout session id (none for a free join). */
    checkoutId: text('checkout_id'),
    status: text('status', { enum: ['pending', 'paid', 'canceled'] })
      .notNull()
      .default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('lab_purchases_checkout').on(t.checkoutId),
    index('lab_purchases_user').on(t.userId, t.plabId),
    index('lab_purchases_plab').on(t.plabId, t.status),
  ],
);

/** Provider webhook events already handled, so a replay changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: created(),
});

/** The sandbox provider's checkout sessions (its "Pay" page completes them). */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  feeCents: integer('fee_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  reference: text('reference').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status', { enum: ['open', 'complete'] })
    .notNull()
    .default('open'),
  createdAt: created(),
});

/** A lab room's chat: members (owner and current buyers) only. */
export const labroomMessages = pgTable(
  'labroom_messages',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    plabId: integer('plab_id')
      .notNull()
      .references(() => publishedLabs.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    createdAt: created(),
  },
  (t) => [index('labroom_messages_plab').on(t.plabId, t.id)],
);

/**
 * Notifications for their recipient (platform-shell 4.4). `context` 1-8 and `type` 1-4 are the
 * spec's codes; the object columns say what a notification is about.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    context: integer('context').notNull(),
    type: integer('type').notNull(),
    text: text('text').notNull(),
    plabId: integer('plab_id').references(() => publishedLabs.id, { onDelete: 'cascade' }),
    purchaseId: integer('purchase_id').references(() => labPurchases.id, { onDelete: 'cascade' }),
    labroomMessageId: integer('labroom_message_id').references(() => labroomMessages.id, {
      onDelete: 'cascade',
    }),
    isSeen: boolean('is_seen').notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    index('notifications_recipient').on(t.recipientId, t.id),
    check('notifications_context', sql`${t.context} between 1 and 8`),
    check('notifications_type', sql`${t.type} between 1 and 4`),
  ],
);
