/** The portfolio's battle results (issue 29): each a link to its battle, from the mirror, offline too. */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ListStates } from '../../ui/lists/list-states';
import { battlePath, useResultWords } from './result-words';
import { useResults } from './results.mirror';

export function PortfolioResults({ username }: { username: string }) {
  const { t } = useLingui();
  const list = useResults(username);
  const words = useResultWords();
  const title = t`Battle results`;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <ListStates
        list={list}
        errorTitle={t`Could not load battle results.`}
        skeleton={
          <Stack gap="xs" role="status" aria-busy="true" aria-label={t`Loading battle results`}>
            <Skeleton height={16} width="80%" />
            <Skeleton height={16} width="60%" />
          </Stack>
        }
        empty={<Text c="dimmed">{t`No battle results yet.`}</Text>}
      >
        {(rows) => (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((result) => (
              <li key={result.battle}>
                <Anchor component={Link} to={battlePath(result)} style={{ overflowWrap: 'anywhere' }}>
                  {words.line(result)}
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
      </ListStates>
    </Stack>
  );
}
