/**
 * Saves the portfolio form: uploads a newly chosen photo (type P), then creates or patches only what
 * changed. Upload errors go to the photo field, server field errors to their fields, anything else
 * above the button; the typed values always stay. An uploaded photo is not uploaded twice on a retry.
 */
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { type Portfolio, portfolioInput } from '../../../shared/schemas/artists';
import { ApiError } from '../../lib/api';
import { uploadImage } from '../../lib/upload';
import { changedFields, createPortfolio, updatePortfolio } from './portfolio.online';

export type PortfolioValues = { artist_name: string; country: string; bio: string };
type Form = UseFormReturnType<PortfolioValues>;

const FIELDS = ['artist_name', 'country', 'bio', 'photo'];

/** The photo's upload, as ui/upload-progress.tsx shows it under the photo field. */
export const PHOTO_UPLOAD = 'portfolio-photo';

function showServerErrors(form: Form, error: unknown): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const loose: string[] = [];
  for (const [field, messages] of Object.entries(error.fields)) {
    if (FIELDS.includes(field)) form.setFieldError(field, messages.join(' '));
    else loose.push(messages.join(' '));
  }
  if (error.status !== 400 || Object.keys(error.fields).length === 0) loose.push(error.message);
  return loose.length > 0 ? loose.join(' ') : null;
}

export function usePortfolioSubmit(form: Form, original: Portfolio | null, photo: File | null) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const uploaded = useRef<{ file: File; key: string } | null>(null);

  async function uploadPhoto(): Promise<string | undefined> {
    if (!photo) return undefined;
    if (uploaded.current?.file !== photo)
      uploaded.current = { file: photo, key: (await uploadImage('P', photo, PHOTO_UPLOAD)).key };
    return uploaded.current.key;
  }

  async function submit(values: PortfolioValues) {
    setSaving(true);
    setFormError(null);
    try {
      let key: string | undefined;
      try {
        key = await uploadPhoto();
      } catch (error) {
        form.setFieldError('photo', error instanceof Error ? error.message : String(error));
        return;
      }
      const input = { ...v.parse(portfolioInput, values), ...(key ? { photo: key } : {}) };
      const patch = original && changedFields(original, input);
      if (original && patch && Object.keys(patch).length === 0) {
        notifications.show({ message: t`Your portfolio is up to date.` });
        navigate(`/${original.username}`);
        return;
      }
      const saved =
        original && patch ? await updatePortfolio(original.username, patch) : await createPortfolio(input);
      notifications.show({ color: 'green', message: t`Your portfolio is saved.` });
      navigate(`/${saved.username}`);
    } catch (error) {
      setFormError(showServerErrors(form, error));
    } finally {
      setSaving(false);
    }
  }

  return { submit, saving, formError };
}
