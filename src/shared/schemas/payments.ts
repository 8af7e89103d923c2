/** Buying a published lab (checkout and its status) and the artist's earnings. */
import * as v from 'valibot';
import { refField } from './fields';
import type { CURRENCY } from './published-labs';

/** POST /payments/checkout/: buy (fee lab) or join (free lab) a published lab. */
export const checkoutInput = v.object({ plab: refField });
export type CheckoutInput = v.InferOutput<typeof checkoutInput>;

/** POST /payments/checkout/ answers where to send the browser (provider checkout, or the lab for a join). */
export type CheckoutAnswer = { url: string };

/** GET /payments/checkout-status/?session_id= (the buyer's own checkout only). */
export type CheckoutStatus = {
  status: 'pending' | 'paid' | 'canceled';
  plab_uuid: string;
  lab_name: string;
  expires_at: string | null;
};

/** One sale on the artist's earnings list: amounts are decimal strings, net = amount - fee. */
export type Earning = {
  uuid: string;
  plab: { uuid: string; name: string };
  buyer: string;
  amount: string;
  fee: string;
  net: string;
  currency: typeof CURRENCY;
  paid_at: string;
};
export type EarningsTotals = {
  sales: number;
  gross: string;
  fee: string;
  net: string;
  currency: typeof CURRENCY;
};

/** One calendar month (UTC, "2026-03") of the artist's paid sales: their net (a decimal string) and count. */
export type EarningsMonth = { month: string; net: string; sales: number };
/** GET /payments/earnings/months/: the last 12 months, oldest first, this one last; no sale is 0. */
export type EarningsMonths = { months: EarningsMonth[]; currency: typeof CURRENCY };
