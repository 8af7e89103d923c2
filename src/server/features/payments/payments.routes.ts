/**
 * /api/payments: the signed-in user's payment account (platform-shell 4.5 and 7), buying and joining
 * published labs, the buyer's checkout status, payment checks and the artist's earnings. Every
 * endpoint needs a user; the provider's webhook lives apart (webhook.routes.ts).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  DEFAULT_PAYMENT_COUNTRY,
  type PaymentCountryCode,
  paymentCountryCode,
  paymentMessages,
} from '../../../shared/payment-countries';
import { checkoutInput } from '../../../shared/schemas/payments';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body, query } from '../../http/body';
import { listPage, readPage } from '../../http/paging';
import { pathRef } from '../../http/refs';
import { startCheckout } from './checkout.service';
import { checkoutStatus } from './checkout-status.service';
import { earnings, earningsMonths } from './earnings.service';
import { plabPaymentExists } from './payment-check.service';
import {
  accountStatus,
  createAccountLink,
  createConnectAccount,
  createDashboardLink,
  toAccountAnswer,
} from './payments.service';

const countryField = v.pipe(
  v.string(paymentMessages.countryRequired),
  v.trim(),
  v.minLength(1, paymentMessages.countryRequired),
);

const validateCountryInput = v.object({ country: countryField });

const connectAccountInput = v.object({
  country: v.optional(
    v.pipe(
      countryField,
      v.transform(paymentCountryCode),
      v.check((code) => code !== undefined, paymentMessages.countryUnsupported),
      v.transform((code) => code as PaymentCountryCode),
    ),
    DEFAULT_PAYMENT_COUNTRY,
  ),
});

const checkoutStatusQuery = v.object({ session_id: v.pipe(v.string(), v.minLength(1)) });
const paymentCheckQuery = v.object({
  plabsub: v.string(),
  username: v.pipe(v.string(), v.trim(), v.minLength(1)),
});

export const paymentRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/account-status/', async (c) => c.json(await accountStatus(c.var.deps, c.var.user)))
  .post('/validate-country/', body(validateCountryInput), async (c) =>
    c.json({ supported: paymentCountryCode(c.var.body.country) !== undefined }),
  )
  .post('/create-connect-account/', body(connectAccountInput), async (c) => {
    const { account, created } = await createConnectAccount(c.var.deps, c.var.user, c.var.body.country);
    return c.json(toAccountAnswer(account), created ? 201 : 200);
  })
  .post('/create-account-link/', async (c) =>
    c.json({ url: await createAccountLink(c.var.deps, c.var.user) }),
  )
  .post('/create-dashboard-link/', async (c) =>
    c.json({ url: await createDashboardLink(c.var.deps, c.var.user) }),
  )
  .post('/checkout/', body(checkoutInput), async (c) =>
    c.json(await startCheckout(c.var.deps, c.var.user, c.var.body)),
  )
  .get('/checkout-status/', query(checkoutStatusQuery), async (c) =>
    c.json(await checkoutStatus(c.var.deps, c.var.user, c.var.query.session_id)),
  )
  .get('/check-plab-payment-exists/', query(paymentCheckQuery), async (c) => {
    const { plabsub, username } = c.var.query;
    return c.json(await plabPaymentExists(c.var.deps, c.var.user, pathRef(plabsub), username));
  })
  .get('/earnings/', async (c) => {
    const page = readPage(c);
    const { rows, count, totals } = await earnings(c.var.deps, c.var.user, page);
    const list = listPage(c, page, rows, count, (row) => row.id);
    return c.json({ ...list, results: list.results.map((row) => row.earning), totals });
  })
  .get('/earnings/months/', async (c) => c.json(await earningsMonths(c.var.deps, c.var.user)));
