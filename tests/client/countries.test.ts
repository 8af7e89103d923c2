/** Country names and the country options come from Intl in the language asked for, never a fixed English list. */
import { describe, expect, it } from 'vitest';
import { countryName, countryOptions } from '../../src/client/lib/countries';
import { COUNTRY_CODES } from '../../src/shared/countries';

describe('country names', () => {
  it('names a country in the given language and leaves an unknown code as it is', () => {
    expect(countryName('FR', 'en')).toBe('France');
    expect(countryName('JP', 'ja')).toBe('日本');
    expect(countryName('KR', 'ko')).toBe('대한민국');
    expect(countryName('DE', 'es')).toBe('Alemania');
    expect(countryName('XX', 'fr')).toBe('XX');
  });

  it('lists every country once, sorted by its name in the given language', () => {
    const options = countryOptions('es');
    expect(options.map((option) => option.value).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(options.find((option) => option.value === 'ES')?.label).toBe('España');
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('es').compare));
    expect(countryOptions('fr').find((option) => option.value === 'DE')?.label).toBe('Allemagne');
  });
});
