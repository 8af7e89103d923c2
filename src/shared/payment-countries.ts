/**
 * The 46 countries where artists can receive payments (platform-shell spec section 5), by ISO
 * two-letter code. The spec's short names stay as labels: UK is GB, UAE is AE.
 */
export const PAYMENT_COUNTRIES = [
  { code: 'AU', name: 'Australia' },
  { code: 'AT', name: 'Austria' },
  { code: 'BE', name: 'Belgium' },
  { code: 'BR', name: 'Brazil' },
  { code: 'BG', name: 'Bulgaria' },
  { code: 'CA', name: 'Canada' },
  { code: 'HR', name: 'Croatia' },
  { code: 'CY', name: 'Cyprus' },
  { code: 'CZ', name: 'Czech Republic' },
  { code: 'DK', name: 'Denmark' },
  { code: 'EE', name: 'Estonia' },
  { code: 'FI', name: 'Finland' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'GI', name: 'Gibraltar' },
  { code: 'GR', name: 'Greece' },
  { code: 'HK', name: 'Hong Kong' },
  { code: 'HU', name: 'Hungary' },
  { code: 'IN', name: 'India' },
  { code: 'IE', name: 'Ireland' },
  { code: 'IT', name: 'Italy' },
  { code: 'JP', name: 'Japan' },
  { code: 'LV', name: 'Latvia' },
  { code: 'LI', name: 'Liechtenstein' },
  { code: 'LT', name: 'Lithuania' },
  { code: 'LU', name: 'Luxembourg' },
  { code: 'MY', name: 'Malaysia' },
  { code: 'MT', name: 'Malta' },
  { code: 'MX', name: 'Mexico' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'NO', name: 'Norway' },
  { code: 'PH', name: 'Philippines' },
  { code: 'PL', name: 'Poland' },
  { code: 'PT', name: 'Portugal' },
  { code: 'RO', name: 'Romania' },
  { code: 'SG', name: 'Singapore' },
  { code: 'SK', name: 'Slovakia' },
  { code: 'SI', name: 'Slovenia' },
  { code: 'ES', name: 'Spain' },
  { code: 'SE', name: 'Sweden' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'TH', name: 'Thailand' },
  { code: 'AE', name: 'UAE' },
  { code: 'GB', name: 'UK' },
  { code: 'US', name: 'US' },
] as const;

export type PaymentCountryCode = (typeof PAYMENT_COUNTRIES)[number]['code'];

/** Default country of the onboarding dialog and of a connect account created without one. */
export const DEFAULT_PAYMENT_COUNTRY: PaymentCountryCode = 'US';

export const paymentMessages = {
  countryRequired: /*i18n*/ 'Please select a country to continue.',
  countryUnsupported: /*i18n*/ 'Payments are not available in this country yet.',
  noAccount: /*i18n*/ 'Set up your payment account first.',
  onboardingIncomplete: /*i18n*/ 'Complete onboarding before opening the dashboard.',
  providerFailed: /*i18n*/ 'Failed to set up payment method. Please try again later.',
  notConfigured: /*i18n*/ 'Payments are not configured on this server: only free labs are available.',
} as const;

/** The `code` of the answer (503) to a payments call on a server without a payment provider. */
export const PAYMENTS_NOT_CONFIGURED = 'payments_not_configured';

const byKey = new Map<string, PaymentCountryCode>(
  PAYMENT_COUNTRIES.flatMap(({ code, name }) => [
    [code, code],
    [name.toUpperCase(), code],
  ]),
);

/** The supported country's code for a code or a listed name (any case), or undefined. */
export function paymentCountryCode(value: string): PaymentCountryCode | undefined {
  return byKey.get(value.trim().toUpperCase());
}
