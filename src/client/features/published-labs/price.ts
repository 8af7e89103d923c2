/**
 * The price line of a published lab: "$9.99 USD · 30 days", or "Pay as they wish · 30 days" when
 * free, in the app's language (ui/money.ts).
 */
import { plural, t } from '@lingui/core/macro';
import { type PlabSub, toCents } from '../../../shared/schemas/published-labs';
import { priceWithCurrency } from '../../ui/money';

/** Whether the subscription asks a fee (price above 0). */
export const isFee = (sub: PlabSub | null) => (toCents(sub?.price) ?? 0) > 0;

/** The terms as one line, from a price in cents and a period in days. */
export function termsLine(cents: number, period: number): string {
  const price = cents > 0 ? priceWithCurrency(cents) : t`Pay as they wish`;
  /* Two labels side by side, not a sentence: the dot separates them in every language. */
  return `${price} · ${plural(period, { one: '# day', other: '# days' })}`;
}

export function priceLine(sub: PlabSub | null): string {
  if (!sub) return t`Not published yet`;
  return termsLine(toCents(sub.price) ?? 0, sub.subscription_period);
}
