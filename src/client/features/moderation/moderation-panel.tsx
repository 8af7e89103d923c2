/** A titled panel of the moderators' page over one of its paged lists: loading, empty, error, Load More. */
import { useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PagedList } from '../../lib/use-paged-list';
import { ListStates } from '../../ui/lists/list-states';
import { asRows } from './use-moderation';

type Props<T> = {
  title: string;
  list: PagedList<T>;
  /** What the panel says when the list is empty. */
  empty: string;
  children: (rows: T[]) => ReactNode;
};

export function ModerationPanel<T>({ title, list, empty, children }: Props<T>) {
  const { t } = useLingui();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <ListStates
          list={asRows(list)}
          errorTitle={t`Could not load this list.`}
          skeleton={<Text c="dimmed">{t`Loading…`}</Text>}
          empty={<Text c="dimmed">{empty}</Text>}
        >
          {children}
        </ListStates>
      </Stack>
    </Paper>
  );
}
