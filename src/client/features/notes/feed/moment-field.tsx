/**
 * The moment a comment is pinned to (issue 28). While the note's player is open the comment box offers
 * "Pin to 0:42", the player's time read when the box gets the focus and again when it is pressed; then
 * the moment is an editable m:ss field (checked as the API checks it) with a button that removes it.
 */
import { useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { practiceMsg } from '../../../../shared/schemas/practice';
import { translateMessage } from '../../../i18n/i18n';
import { formatTime, readMoment } from '../../../ui/video/loop-link';
import type { PracticeHandle } from '../../../ui/video/practice-link';
import { TOUCH } from '../../../ui/video/video-parts';

export type Moment = ReturnType<typeof useMoment>;

/** The box's moment: none until pinned (`text` null), and the player's time last read (`now`). */
export function useMoment(handle: RefObject<PracticeHandle | null> | undefined) {
  const [now, setNow] = useState<number | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const look = () => {
    const time = handle?.current?.time() ?? null;
    setNow(time);
    return time;
  };
  const set = (value: string | null) => {
    setText(value);
    setError(null);
  };
  return {
    now,
    text,
    error,
    look,
    pin: () => {
      const time = look();
      if (time !== null) set(formatTime(time));
    },
    set,
    /** The seconds to send: null when not pinned; undefined, and the message shown, when it is no moment. */
    read: (): number | null | undefined => {
      if (text === null) return null;
      const seconds = readMoment(text);
      if (seconds === null) setError(translateMessage(practiceMsg.momentInvalid));
      return seconds ?? undefined;
    },
  };
}

export function MomentField({ moment }: { moment: Moment }) {
  const { t } = useLingui();
  const field = useRef<HTMLInputElement>(null);
  const pinControl = useRef<HTMLButtonElement>(null);
  // Where the focus goes when the control it was on gives way to the other one.
  const focusNext = useRef<'field' | 'pin' | null>(null);
  useLayoutEffect(() => {
    if (focusNext.current === 'field') field.current?.focus();
    if (focusNext.current === 'pin') pinControl.current?.focus();
    focusNext.current = null;
  });

  if (moment.text === null) {
    if (moment.now === null) return null;
    const time = formatTime(moment.now);
    return (
      <Group>
        <Button
          ref={pinControl}
          variant="subtle"
          size="compact-sm"
          h={{ base: TOUCH, sm: 30 }}
          leftSection={<IconPin size={16} aria-hidden />}
          onClick={() => {
            focusNext.current = 'field';
            moment.pin();
          }}
        >
          {t`Pin to ${time}`}
        </Button>
      </Group>
    );
  }
  return (
    <TextInput
      ref={field}
      label={t`Moment`}
      placeholder="0:42"
      value={moment.text}
      onChange={(event) => moment.set(event.currentTarget.value)}
      error={moment.error}
      size="sm"
      maw={200}
      rightSectionPointerEvents="all"
      rightSection={
        <CloseButton
          aria-label={t`Remove moment`}
          onClick={() => {
            focusNext.current = 'pin';
            moment.set(null);
            moment.look();
          }}
        />
      }
    />
  );
}
