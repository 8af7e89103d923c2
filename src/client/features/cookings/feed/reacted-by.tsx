/** "Reacted by a, b, c and N others": up to three distinct linked names; hidden when nobody reacted. */
import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';

const SHOWN = 3;

export function ReactedBy({ usernames }: { usernames: string[] }) {
  const distinct = [...new Set(usernames)];
  if (distinct.length === 0) return null;
  const shown = distinct.slice(0, SHOWN);
  const others = distinct.length - shown.length;
  return (
    <Text size="sm" c="dimmed">
      Reacted by{' '}
      {shown.map((username, i) => (
        <Fragment key={username}>
          {i > 0 && ', '}
          <Anchor component={Link} to={`/${username}`} size="sm" fw={600}>
            {username}
          </Anchor>
        </Fragment>
      ))}
      {others > 0 && ` and ${others} ${others === 1 ? 'other' : 'others'}`}
    </Text>
  );
}
