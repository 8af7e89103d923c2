/**
 * translateText (src/shared/translate.ts): an English message, as a schema or the server wrote it,
 * found in a catalog whose ids are the English texts; filled-in placeholders are recognised.
 */
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it, onTestFinished } from 'vitest';
import { keepValuesAsTyped, translateText } from '../../src/shared/translate';

const i18n = keepValuesAsTyped(
  setupI18n({
    locale: 'fr',
    messages: {
      fr: {
        'Not found.': compileMessage('Introuvable.'),
        'These relations are not in this lab: {ids}.': compileMessage(
          'Ces relations ne font pas partie de ce lab : {ids}.',
        ),
        'Sent to {email} (a+b).': compileMessage('Envoyé à {email} (a+b).'),
        'Open until {until, date, utcDay}.': compileMessage("Ouvert jusqu'au {until, date, utcDay}."),
      },
    },
  }),
);

describe('translateText', () => {
  it('translates a known text and leaves an unknown one as it is', () => {
    expect(translateText(i18n, 'Not found.')).toBe('Introuvable.');
    expect(translateText(i18n, 'Something else.')).toBe('Something else.');
  });

  it('recognises a message filled in and carries its values over', () => {
    expect(translateText(i18n, 'These relations are not in this lab: 3, 41.')).toBe(
      'Ces relations ne font pas partie de ce lab : 3, 41.',
    );
    expect(translateText(i18n, 'Sent to a.b@example.com (a+b).')).toBe('Envoyé à a.b@example.com (a+b).');
    expect(translateText(i18n, 'Sent to x (a-b).')).toBe('Sent to x (a-b).');
  });

  it('fills placeholders from the given values', () => {
    expect(
      translateText(i18n, 'Sent to {email} (a+b).', {
        email: 'me@example.com',
      }),
    ).toBe('Envoyé à me@example.com (a+b).');
  });

  it('keeps values as they are, escape sequences and all', () => {
    const name = 'Locks \\x00 \\u202e \\';
    expect(translateText(i18n, 'Sent to {email} (a+b).', { email: name })).toBe(`Envoyé à ${name} (a+b).`);
    expect(translateText(i18n, `These relations are not in this lab: ${name}.`)).toBe(
      `Ces relations ne font pas partie de ce lab : ${name}.`,
    );
    // As the macros call it (a descriptor), and as useLingui hands it out (`t`).
    const descriptor = { id: 'Sent to {email} (a+b).', values: { email: name } };
    expect(i18n._(descriptor)).toBe(`Envoyé à ${name} (a+b).`);
    expect(i18n.t(descriptor)).toBe(`Envoyé à ${name} (a+b).`);
  });

  it('writes a UTC day in the language, whatever the time zone', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo'; // Node reads it again when it changes
    onTestFinished(() => {
      process.env.TZ = zone;
    });
    expect(
      translateText(i18n, 'Open until {until, date, utcDay}.', {
        until: '2026-12-31T23:30:00Z',
      }),
    ).toBe("Ouvert jusqu'au 31 déc. 2026.");
  });
});
