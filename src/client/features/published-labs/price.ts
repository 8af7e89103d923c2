/** The price line of a published lab: "$9.99 USD · 30 days", or "Pay as they wish · 30 days" when free. */
import type { PlabSub } from '../../../shared/schemas/published-lab';
import { toCents } from '../../../shared/schemas/published-lab';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** Whether the subscription asks a fee (price above 0). */
export const isFee = (sub: PlabSub | null) => (toCents(sub?.price) ?? 0) > 0;

export function priceLine(sub: PlabSub | null): string {
  if (!sub) return 'Not published yet';
  const price = isFee(sub) ? `$${sub.price} ${sub.currency}` : 'Pay as they wish';
  return `${price} · ${days(sub.subscription_period)}`;
}
