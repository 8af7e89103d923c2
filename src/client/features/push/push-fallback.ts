/**
 * What a push the worker cannot read still says (sw/push.ts), in the app's language: kept where the
 * worker can read it (IndexedDB) each time the app's language is set or changed.
 */
import { msg } from '@lingui/core/macro';
import { set } from 'idb-keyval';
import { PUSH_FALLBACK_TEXT } from '../../../shared/sw-protocol';
import { i18n } from '../../i18n/i18n';

const FALLBACK = msg`You have a new notification.`;

export const keepPushFallbackInLanguage = () =>
  i18n.on('change', () => {
    set(PUSH_FALLBACK_TEXT, i18n._(FALLBACK)).catch(() => {}); // storage may be unavailable (private mode)
  });
