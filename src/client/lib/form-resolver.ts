/**
 * Form validation from the shared valibot schemas. Unlike `valibotResolver`, which keeps the last issue
 * of each field, this keeps the first: the schemas list their rules in the spec's order, so an empty
 * username says "Username is required." rather than a later format rule. Each message is shown in
 * the app's language.
 */
import type { FormErrors } from '@mantine/form';
import * as v from 'valibot';
import { translateMessage } from '../i18n/i18n';

export const schemaResolver =
  (schema: v.GenericSchema) =>
  (values: unknown): FormErrors => {
    const errors: FormErrors = {};
    for (const issue of v.safeParse(schema, values).issues ?? []) {
      const path = v.getDotPath(issue);
      if (path && !(path in errors)) errors[path] = translateMessage(issue.message);
    }
    return errors;
  };
