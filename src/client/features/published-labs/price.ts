/**
 * The price line of a published lab: "$9.99 USD · 30 days", or "Pay as they wish · 30 days" when
 * free, in the app's language (prices with Intl in `i18n.locale`).
 */
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { CURRENCY, type PlabSub, toCents } from '../../../shared/schemas/published-labs';

/** Whether the subscription asks a fee (price above 0). */
export const isFee = (sub: PlabSub | null) => (toCents(sub?.price) ?? 0) > 0;

/** An amount (a decimal string like "9.99", or a number of cents) in `currency`, as the app's language writes money. */
export function formatPrice(amount: string | number, currency: string = CURRENCY): string {
  const cents = typeof amount === 'number' ? amount : (toCents(amount) ?? 0);
  return new Intl.NumberFormat(i18n.locale || undefined, { style: 'currency', currency }).format(cents / 100);
}

/** A price with its currency named, where a buyer decides ("$9.99 USD"). */
export function priceWithCurrency(amount: string | number, currency: string = CURRENCY): string {
  const price = formatPrice(amount, currency);
  return t({
    message: `${price} ${currency}`,
    comment: 'A price and its currency code; drop {currency} where {price} already names the currency',
  });
}

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
