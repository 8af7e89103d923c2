/** Published labs, their terms, purchases and lab-room chat. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { owner } from './accounts';
import { created, hiddenColumn, uuidColumn } from './columns';
import { techniques } from './labs';

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
    /**
     * Set when the owner deleted their account: unlisted, readable by buyers inside their period
     * only, its videos purged when the last period ends; the row stays as the sales' record.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
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
    hiddenAt: hiddenColumn(),
  },
  (t) => [index('labroom_messages_plab').on(t.plabId, t.id)],
);
