/**
 * A short text with its author, as comments and lab-room messages show it: the author's photo and
 * linked name, the short date, the text; `lead` goes before the text (a comment's moment), `children`
 * under it and `actions` at the end.
 */
import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { shortDate } from './dates/short-date';

type Props = {
  username: string;
  thumb: string | null | undefined;
  created: string;
  text: string;
  lead?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
};

export function AuthoredText({ username, thumb, created, text, lead, children, actions }: Props) {
  const profile = `/${username}`;
  const words = (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm">
      <Avatar
        component={Link}
        to={profile}
        src={thumb}
        name={username}
        color="initials"
        size={32}
        alt=""
        aria-hidden
        tabIndex={-1}
        imageProps={{ loading: 'lazy' }}
      />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={8} wrap="nowrap">
          <Anchor
            component={Link}
            to={profile}
            size="sm"
            fw={700}
            c="var(--mantine-color-text)"
            truncate="end"
          >
            {username}
          </Anchor>
          <Text size="xs" c="dimmed" component="time" dateTime={created} style={{ flex: 'none' }}>
            {shortDate(created)}
          </Text>
        </Group>
        {lead ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            {lead}
            {words}
          </Group>
        ) : (
          words
        )}
        {children}
      </Stack>
      {actions}
    </Group>
  );
}
