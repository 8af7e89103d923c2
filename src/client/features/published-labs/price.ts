/** The price line of a published lab: "$9.99 USD · 30 days", or "Pay as they wish · 30 days" when free. */
import { CURRENCY, formatCents, type PlabSub, toCents } from '../../../shared/schemas/published-labs';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** Whether the subscription asks a fee (price above 0). */
export const isFee = (sub: PlabSub | null) => (toCents(sub?.price) ?? 0) > 0;

/** The terms as one line, from a price in cents and a period in days. */
export function termsLine(cents: number, period: number): string {
  const price = cents > 0 ? `$${formatCents(cents)} ${CURRENCY}` : 'Pay as they wish';
  return `${price} · ${days(period)}`;
}

export function priceLine(sub: PlabSub | null): string {
  if (!sub) return 'Not published yet';
  return termsLine(toCents(sub.price) ?? 0, sub.subscription_period);
}
