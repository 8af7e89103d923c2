/**
 * One target's open reports in the moderators' queue: its author, what kind of thing it is and what
 * it shows (text, image, a link to it), how many reported it and why, the reporters' words, and Dismiss / Hide / Suspend (Suspend
 * asks first). Online only: offline the buttons are disabled.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Card, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ModerationAction, ReportGroup, ReportReason } from '../../../shared/schemas/reports';
import { translateMessage } from '../../i18n/i18n';
import { ArtistPhoto } from '../../ui/artist-photo';
import { shortDate } from '../../ui/dates/short-date';
import { resolveGroup } from './moderation.online';
import { REASONS, TARGETS } from './report-words';

type Resolution = Exclude<ModerationAction, 'lift'>;

type Props = { group: ReportGroup; online: boolean; onResolved: () => void };

export function ReportCard({ group, online, onResolved }: Props) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<Resolution | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { author, content } = group;
  const resolve = async (action: Resolution) => {
    setConfirming(false);
    setBusy(action);
    setError(null);
    try {
      await resolveGroup(group.id, action);
      onResolved();
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
      setBusy(null);
    }
  };
  const action = (name: Resolution) => ({ disabled: !online || busy !== null, loading: busy === name });
  return (
    <Card withBorder padding="md" component="article" aria-label={t`Reports about ${author.artist_name}`}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ArtistPhoto name={author.artist_name} src={author.profile_photo} size={40} decorative />
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Anchor component={Link} to={`/${encodeURIComponent(author.username)}`} fw={600} truncate="end">
              {author.artist_name}
            </Anchor>
            <Text size="sm" c="dimmed">
              @{author.username} · {shortDate(group.last_reported)}
            </Text>
          </Stack>
          {group.hidden && <Badge color="gray">{t`Hidden`}</Badge>}
          {group.suspended && <Badge color="red">{t`Suspended`}</Badge>}
        </Group>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          {t(TARGETS[group.target_type])}
        </Text>
        {content ? (
          <Stack gap="xs">
            {content.text && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {content.text}
              </Text>
            )}
            {content.image && (
              <Image src={content.image} alt="" mah={240} w="auto" fit="contain" radius="sm" loading="lazy" />
            )}
            <Group gap="md">
              {content.url && (
                <Anchor component={Link} to={content.url} size="sm">
                  <Trans>Open it</Trans>
                </Anchor>
              )}
              {content.video && (
                <Anchor href={content.video} target="_blank" rel="noreferrer" size="sm">
                  <Trans>Watch the video</Trans>
                </Anchor>
              )}
            </Group>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>It was deleted since.</Trans>
          </Text>
        )}
        <Group gap="xs">
          <Text size="sm" fw={600}>
            <Plural value={group.count} one="# report" other="# reports" />
          </Text>
          {Object.entries(group.reasons).map(([reason, count]) => (
            <Badge key={reason} variant="light">
              {t(REASONS[reason as ReportReason])} {count}
            </Badge>
          ))}
        </Group>
        {group.texts.length > 0 && (
          <Stack gap={4} component="ul" m={0} pl="md">
            {[...new Set(group.texts)].map((text) => (
              <Text key={text} component="li" size="sm" style={{ overflowWrap: 'anywhere' }}>
                “{text}”
              </Text>
            ))}
          </Stack>
        )}
        {error && (
          <Alert color="red" variant="light" p="xs">
            {translateMessage(error)}
          </Alert>
        )}
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={() => resolve('dismiss')} {...action('dismiss')}>
            <Trans>Dismiss</Trans>
          </Button>
          {group.target_type !== 'artist' && (
            <Button variant="light" size="xs" onClick={() => resolve('hide')} {...action('hide')}>
              <Trans>Hide</Trans>
            </Button>
          )}
          <Button color="red" size="xs" onClick={() => setConfirming(true)} {...action('suspend')}>
            <Trans>Suspend</Trans>
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Suspend ${author.artist_name}?`}
        centered
        size="sm"
      >
        <Text size="sm">
          <Trans>
            They cannot sign in, and everything they made is hidden, until a moderator lifts the suspension.
          </Trans>
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" onClick={() => resolve('suspend')}>
            <Trans>Suspend account</Trans>
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
