/** Payment accounts, the sandbox provider's own records, and handled provider webhooks. */
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owner } from './accounts';
import { created } from './columns';

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
