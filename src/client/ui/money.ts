/** Money as the app's language writes it (Intl in `i18n.locale`). */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { CURRENCY, toCents } from '../../shared/schemas/published-labs';

/** An amount (a decimal string like "9.99", or a number of cents) in `currency`. */
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
