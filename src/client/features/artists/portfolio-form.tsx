/**
 * The portfolio form (create or edit): photo, artist name, country and bio, validated with the shared
 * schema. A new portfolio starts from the country given at sign-up. Online only: offline the submit
 * is disabled with a line that says why.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNetwork } from '@mantine/hooks';
import { useAtomValue } from 'jotai';
import { valibotResolver } from 'mantine-form-valibot-resolver';
import { useState } from 'react';
import { BIO_LIMIT, TEXT_LIMIT } from '../../../shared/constants';
import { type Portfolio, portfolioInput } from '../../../shared/schemas/artists';
import { countryOptions } from '../../lib/countries';
import { userAtom } from '../../lib/session';
import { UploadProgress } from '../../ui/upload-progress';
import { PhotoPicker } from './photo-picker';
import { PHOTO_UPLOAD, type PortfolioValues, usePortfolioSubmit } from './use-portfolio-submit';

const BELOW = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];
const counter = (text: string, limit: number) => `${text.length}/${limit}`;

export function PortfolioForm({ original }: { original: Portfolio | null }) {
  const { t, i18n } = useLingui();
  const { online } = useNetwork();
  const signUpCountry = useAtomValue(userAtom)?.country ?? '';
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<PortfolioValues>({
    mode: 'controlled',
    initialValues: {
      artist_name: original?.artist_name ?? '',
      country: original ? original.country : signUpCountry,
      bio: original?.bio ?? '',
    },
    validate: valibotResolver(portfolioInput),
  });
  const { submit, saving, formError } = usePortfolioSubmit(form, original, photo);
  const { artist_name: name, bio } = form.values;

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <PhotoPicker
          value={photo}
          onChange={(file) => {
            setPhoto(file);
            form.clearFieldError('photo');
          }}
          current={original?.profile_photo ?? original?.thumb ?? null}
          name={name}
          error={form.errors.photo as string | undefined}
        />
        <UploadProgress id={PHOTO_UPLOAD} />
        <TextInput
          label={t`Artist name`}
          withAsterisk
          autoComplete="nickname"
          description={counter(name, TEXT_LIMIT)}
          inputWrapperOrder={BELOW}
          {...form.getInputProps('artist_name')}
        />
        <Select
          label={t`Country`}
          withAsterisk
          searchable
          allowDeselect={false}
          data={countryOptions(i18n.locale)}
          nothingFoundMessage={t`No country found`}
          {...form.getInputProps('country')}
        />
        <Textarea
          label={t`Bio`}
          autosize
          minRows={4}
          maxRows={12}
          description={counter(bio, BIO_LIMIT)}
          inputWrapperOrder={BELOW}
          {...form.getInputProps('bio')}
        />
        {formError && (
          <Alert color="red" variant="light">
            {formError}
          </Alert>
        )}
        {!online && (
          <Text size="sm" c="red" role="status">
            <Trans>You are offline. Saving your portfolio needs a connection.</Trans>
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={!online}>
            {original ? <Trans>Save changes</Trans> : <Trans>Create portfolio</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
