/** Your data: the download of everything a user made, and account deletion (Settings). */
import * as v from 'valibot';
import { msg } from './messages';
import { text } from './schemas/fields';

/** One download of one's data per this long, counted from the last one. */
export const EXPORT_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * The username every deleted account shows, wherever its sales or purchases still appear. Sign-up
 * never allows brackets, so no one can take it.
 */
export const DELETED_USERNAME = '[deleted]';

export const accountMessages = {
  exportTooSoon: /*i18n*/ 'You can download your data once every 24 hours.',
  wrongPassword: /*i18n*/ 'Your password was entered incorrectly. Please enter it again.',
} as const;

/** The 429 answer of a download asked for too soon: when the next one is allowed. */
export type ExportTooSoon = { detail: string; next_export_at: string };

export const deleteAccountInput = v.object({
  password: v.pipe(text(msg.passwordRequired), v.nonEmpty(msg.passwordRequired)),
});
export type DeleteAccountInput = v.InferOutput<typeof deleteAccountInput>;
