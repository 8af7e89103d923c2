/**
 * The frame of a page of the form's width (the upload pages, /upload/..., and the checkout's return):
 * its heading, which is the document's title too, and its content. `useEditing` reads the
 * `?edit={uuid}` of an upload page that edits.
 */
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FORM_MAX_WIDTH } from '../../../shared/constants';
import { useTitle } from '../../lib/use-title';
import { Page } from './page';

export function FormPage({ title, children }: { title: string; children: ReactNode }) {
  useTitle(title);
  return (
    <Page width={FORM_MAX_WIDTH}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Page>
  );
}

/** The uuid of what the page edits (`?edit=`), or null when it creates. */
export const useEditing = () => useSearchParams()[0].get('edit');
