/**
 * The loop's button: it shows the loop ("0:42-0:51") and opens its settings: the ends typed as m:ss,
 * Clear, and "Copy link to this loop" (the share sheet where there is one), which opens the note there
 * at this speed.
 */
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconLink, IconRepeat } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { shareLink } from '../share/share-link';
import { formatTime, loopPath, readTime } from './loop-link';
import { loopOf, type Practice } from './use-practice';
import { TOUCH } from './video-parts';

export function LoopPopover({ practice, link }: { practice: Practice; link: string | undefined }) {
  const { t } = useLingui();
  const { loop } = practice;
  const shown = loop ? `${formatTime(loop.a)}-${formatTime(loop.b)}` : '';
  return (
    <Popover position="bottom" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button
          h={TOUCH}
          miw={TOUCH}
          px={10}
          variant={loop ? 'filled' : 'default'}
          aria-label={loop ? t`Loop ${shown}` : t`Loop`}
          aria-pressed={Boolean(loop)}
        >
          {loop ? shown : <IconRepeat size={22} aria-hidden />}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={230}>
          <LoopForm key={shown} practice={practice} />
          {loop && (
            <Stack gap="xs">
              <Button variant="default" mih={TOUCH} onClick={practice.clearLoop}>
                {t`Clear loop`}
              </Button>
              {link && (
                <Button
                  variant="light"
                  mih={TOUCH}
                  leftSection={<IconLink size={16} aria-hidden />}
                  onClick={() =>
                    void shareLink({
                      title: t`Practice loop`,
                      path: loopPath(link, loop, practice.status.rate),
                    })
                  }
                >
                  {t`Copy link to this loop`}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function LoopForm({ practice }: { practice: Practice }) {
  const { t } = useLingui();
  const [from, setFrom] = useState(practice.loop ? formatTime(practice.loop.a) : '');
  const [to, setTo] = useState(practice.loop ? formatTime(practice.loop.b) : '');
  const [wrong, setWrong] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const loop = loopOf(readTime(from) ?? undefined, readTime(to) ?? undefined);
    setWrong(!loop);
    if (loop) practice.setLoop(loop.a, loop.b);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Group gap="xs" grow>
          <TextInput
            label={t`Start (A)`}
            placeholder="0:42"
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
          />
          <TextInput
            label={t`End (B)`}
            placeholder="0:51"
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
          />
        </Group>
        {wrong && (
          <Text size="sm" c="red" role="alert">
            {t`Type both ends as m:ss, two different times.`}
          </Text>
        )}
        <Button type="submit" mih={TOUCH}>
          {t`Loop between them`}
        </Button>
      </Stack>
    </form>
  );
}
