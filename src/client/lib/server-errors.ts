/**
 * Puts a failed online-only call back into its form: server field errors at their fields, and
 * everything without a field (non_field_errors, a 429, a network failure) at the `fallback` field.
 * The values stay as typed. The server answers in the app's language; a message made here (or
 * one the server left in English) is shown in it too.
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
