/** "Reacted by a, b, c and N others": up to three distinct linked names; hidden when nobody reacted. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';

const SHOWN = 3;

export function ReactedBy({ usernames }: { usernames: string[] }) {
  const { t } = useLingui();
  const distinct = [...new Set(usernames)];
  if (distinct.length === 0) return null;
  const shown = distinct.slice(0, SHOWN);
  const others = distinct.length - shown.length;
  const separator = t({ message: ', ', comment: 'Between the names of those who reacted' });
  const names = shown.map((username, i) => (
    <Fragment key={username}>
      {i > 0 && separator}
      <Anchor component={Link} to={`/${username}`} size="sm" fw={600}>
        {username}
      </Anchor>
    </Fragment>
  ));
  return (
    <Text size="sm" c="dimmed">
      {others > 0 ? (
        <Trans>
          Reacted by {names} and <Plural value={others} one="# other" other="# others" />
        </Trans>
      ) : (
        <Trans>Reacted by {names}</Trans>
      )}
    </Text>
  );
}
