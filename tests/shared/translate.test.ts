/**
 * translateText (src/shared/translate.ts): an English message, as a schema or the server wrote it,
 * found in a catalog whose ids are the English texts; filled-in placeholders are recognised.
 */
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { translateText } from '../../src/shared/translate';

const i18n = setupI18n({
  locale: 'fr',
  messages: {
    fr: {
      'Not found.': compileMessage('Introuvable.'),
      'These relations are not in this lab: {ids}.': compileMessage(
        'Ces relations ne font pas partie de ce lab : {ids}.',
      ),
      'Sent to {email} (a+b).': compileMessage('Envoyé à {email} (a+b).'),
    },
  },
});

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
    expect(translateText(i18n, 'Sent to {email} (a+b).', { email: 'me@example.com' })).toBe(
      'Envoyé à me@example.com (a+b).',
    );
  });
});
