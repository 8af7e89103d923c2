/**
 * Puts a refused write back into its form: the server's field errors at their fields. An online-only
 * call also puts everything without a field (non_field_errors, a 429, a network failure) at a
 * `fallback` field; a queued write's form says those its own way (`showFieldErrors` answers false).
 * The values stay as typed. The server answers in the app's language; a message made here (or one
 * the server left in English) is shown in it too.
 */
import type { FormErrors } from '@mantine/form';
import { msg } from '../../shared/messages';
import { translateMessage } from '../i18n/i18n';
import { ApiError } from './api';

type ErrorTarget = { getValues: () => object; setErrors: (errors: FormErrors) => void };

const join = (messages: unknown) =>
  (Array.isArray(messages) ? messages : [messages]).map((m) => translateMessage(String(m))).join(' ');

/** The error's own line: its detail, the network message, or a plain one for a server failure. */
export const generalMessage = (error: ApiError): string =>
  translateMessage(
    error.status >= 500 && !(error.body as { detail?: unknown } | null)?.detail
      ? msg.serverError
      : error.message,
  );

/** One line for an error shown outside a form: the given field's message, else the general one. */
export function errorMessage(error: unknown, field = 'non_field_errors'): string {
  if (!(error instanceof ApiError)) throw error;
  const fields = error.fields;
  const messages = fields[field] ?? fields.non_field_errors;
  return messages ? join(messages) : generalMessage(error);
}

export function showServerErrors(form: ErrorTarget, error: unknown, fallback: string): void {
  if (!(error instanceof ApiError)) throw error;
  const errors: FormErrors = {};
  const loose: string[] = [];
  const values = form.getValues();
  for (const [field, messages] of Object.entries(error.fields)) {
    if (field in values) errors[field] = join(messages);
    else loose.push(join(messages));
  }
  if (error.status !== 400 || (loose.length === 0 && Object.keys(errors).length === 0))
    loose.push(generalMessage(error));
  if (loose.length > 0) errors[fallback] = [errors[fallback], ...loose].filter(Boolean).join(' ');
  form.setErrors(errors);
}

type FieldTarget = { values: object; setFieldError: (field: string, error: string) => void };

/**
 * A refused write's 400 field errors at the form's fields, a server field named otherwise on the form
 * through `renamed` (a note's mention1 is its artists field); false when none shows there.
 */
export function showFieldErrors(form: FieldTarget, error: unknown, renamed: Record<string, string> = {}) {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const shown = Object.entries(error.fields)
    .map(([field, messages]) => [renamed[field] ?? field, messages] as const)
    .filter(([field]) => field in form.values || Object.values(renamed).includes(field));
  for (const [field, messages] of shown) form.setFieldError(field, join(messages));
  return shown.length > 0;
}
