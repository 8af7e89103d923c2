/** Help (/help): getting started, common questions, reports and moderation, and where to find more. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTitle } from '../../lib/use-title';

export default function HelpRoute() {
  const { t } = useLingui();
  useTitle(t`Help`);
  const { hash } = useLocation();
  // A link to a section (a moderator's notice leads to #moderation) opens at it.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <Stack gap="md" py="md">
      <Title order={1}>
        <Trans>Help</Trans>
      </Title>
      <Title order={2} size="h3">
        <Trans>Getting started</Trans>
      </Title>
      <List type="ordered" spacing="xs">
        <List.Item>
          <Trans>Sign up with your e-mail address and open the verification link we send you.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Create your portfolio: your artist name, a picture and a few words about you.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Browse artists and follow the people you learn from.</Trans>
        </List.Item>
      </List>
      <Title order={2} size="h3">
        <Trans>Common questions</Trans>
      </Title>
      <Text fw={700}>
        <Trans>Does Cypher work without a connection?</Trans>
      </Text>
      <Text>
        <Trans>
          Yes, once you have opened it online. You can install it from your browser's menu. Pages you have
          seen open offline, and a red line at the top tells you when you are not connected.
        </Trans>
      </Text>
      <Text fw={700}>
        <Trans>I did not get the verification e-mail.</Trans>
      </Text>
      <Text>
        <Trans>Check your spam folder, then ask for a new link from the sign-up page.</Trans>
      </Text>
      <Title order={2} size="h3" id="moderation">
        <Trans>Reports, blocks and moderators</Trans>
      </Title>
      <Text>
        <Trans>
          Use Report in the menu of a video note, a comment, a shoutout, a journey, a workshop, an event, a
          lab room message or an artist when something is spam, harassment, nudity or violence, or someone
          else's work. Moderators read every report. They may dismiss it, hide the content (its author still
          sees it, marked "Hidden by a moderator") or suspend the account. You hear when they have acted.
        </Trans>
      </Text>
      <Text>
        <Trans>
          Block keeps an artist away: neither of you sees or reaches the other. Mute only takes their notes
          and comments out of your feeds. They are not told, and you undo both in Settings.
        </Trans>
      </Text>
      <Title order={2} size="h3">
        <Trans>More</Trans>
      </Title>
      <List spacing="xs">
        <List.Item>
          <Anchor component={Link} to="/help/welcome-note">
            <Trans>Welcome note</Trans>
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to="/help/our-story">
            <Trans>Our story</Trans>
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to="/help/updates">
            <Trans>Updates</Trans>
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to="/customercare">
            <Trans>Help line</Trans>
          </Anchor>
        </List.Item>
      </List>
    </Stack>
  );
}
