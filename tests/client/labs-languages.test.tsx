/**
 * Labs and payments in the other languages (DESIGN 5c): a lab's terms with the price written as the
 * language writes money and the period's plural, a lab card's video count, the shared messages in the
 * language, and the payment countries named in it.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountryDialog } from '../../src/client/features/payments/country-dialog';
import { priceLine, termsLine } from '../../src/client/features/published-labs/price';
import { validatePublish } from '../../src/client/features/published-labs/publish-form.values';
import { PublishedLabCard } from '../../src/client/features/published-labs/published-lab-card';
import { activateLocale } from '../../src/client/i18n/i18n';
import { publishedLab, sub } from '../helpers/published-labs-data';
import { renderWithProviders } from '../helpers/render';

const show = (element: ReactNode) => renderWithProviders([{ path: '/', element }]);
const usd = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);

afterEach(async () => {
  await activateLocale('en');
});

describe('labs in another language', () => {
  it("writes a lab's terms with the language's money and plural", async () => {
    expect(termsLine(999, 30)).toBe('$9.99 USD · 30 days');
    await activateLocale('fr');
    expect(termsLine(999, 1)).toBe(`${usd('fr', 9.99)} · 1 jour`);
    expect(termsLine(1000, 30)).toBe(`${usd('fr', 10)} · 30 jours`);
    await activateLocale('ja');
    expect(termsLine(999, 30)).toBe('$9.99（USD） · 30日間');
    await activateLocale('ko');
    expect(termsLine(999, 7)).toBe(`${usd('ko', 9.99)} · 7일`);
    await activateLocale('es');
    expect(priceLine(sub({ price: '0.00', subscription_period: 7 }))).toBe('Paga lo que quieras · 7 días');
    expect(priceLine(null)).toBe('Aún sin publicar');
  });

  it("counts a card's videos in the language and follows a change of language", async () => {
    await activateLocale('ko');
    show(<PublishedLabCard lab={publishedLab({ video_count: 3 })} to="/publishedlabs/x" />);
    expect(screen.getByText('동영상 3개')).toBeTruthy();
    await act(() => activateLocale('ja'));
    expect(screen.getByText('動画3本')).toBeTruthy();
  });

  it("gives the publish form's checks (src/shared's messages) in the language", async () => {
    await activateLocale('fr');
    const errors = validatePublish({
      lab: null,
      name: ' ',
      about: '',
      videos: [],
      access: null,
      price: '',
      period: 30,
    });
    expect(errors.lab).toBe('Choisissez le lab à publier.');
    expect(errors.access).toBe('Choisissez un type d’accès');
  });
});

describe('payments in another language', () => {
  it('names the payment countries in the language (English keeps the spec’s short names)', async () => {
    const dialog = (
      <CountryDialog opened online busy={false} onClose={() => {}} onContinue={async () => null} />
    );
    const { unmount } = show(dialog);
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    expect(await screen.findByRole('option', { name: 'UK' })).toBeTruthy();
    unmount();
    await activateLocale('fr');
    show(dialog);
    expect(screen.getByRole('dialog', { name: 'Où se trouve votre compte bancaire ?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Pays' }));
    expect(await screen.findByRole('option', { name: 'Royaume-Uni' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Allemagne' })).toBeTruthy();
  });
});
