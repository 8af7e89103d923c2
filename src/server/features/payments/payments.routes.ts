/**
 * /api/payments: the signed-in user's payment account (platform-shell 4.5 and 7). Every endpoint
 * needs a user and only ever touches that user's own account.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  DEFAULT_PAYMENT_COUNTRY,
  type PaymentCountryCode,
  paymentCountryCode,
  paymentMessages,
} from '../../../shared/payment-countries';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body } from '../../http/body';
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
  );
