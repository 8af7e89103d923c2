/**
 * The comment box under a note (spec 5): only signed-in users with a portfolio can type; a visitor is
 * asked to sign in; empty text says so. Given the note's video `handle`, it may pin the comment to a
 * moment (moment-field.tsx). Posting queues the comment (works offline) and clears the box.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { msg } from '../../../../shared/messages';
import { COMMENT_LIMIT } from '../../../../shared/schemas/notes';
import { translateMessage } from '../../../i18n/i18n';
import { hasPortfolioAtom, userAtom } from '../../../lib/session';
import { signInFirst } from '../../../lib/sign-in-first';
import { toldStorageFull } from '../../../lib/storage-full';
import { useUnsavedInput } from '../../../lib/unsaved';
import type { PracticeHandle } from '../../../ui/video/practice-link';
import { MomentField, useMoment } from './moment-field';

type Props = {
  onPost: (text: string, at: number | null) => Promise<unknown>;
  label?: string;
  handle?: RefObject<PracticeHandle | null>;
};

/** `label` names the box (a comment by default). */
export function CommentBox({ onPost, label, handle }: Props) {
  const user = useAtomValue(userAtom);
  const hasPortfolio = useAtomValue(hasPortfolioAtom);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);
  const moment = useMoment(handle);
  const reasonId = useId();
  const { t } = useLingui();
  useUnsavedInput(text.trim() !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return signInFirst();
    if (!hasPortfolio) return setError(translateMessage(msg.portfolioRequired));
    const comment = text.trim();
    if (!comment) return setError(translateMessage(msg.writeSomething));
    if (comment.length > COMMENT_LIMIT) return setError(translateMessage(msg.commentTooLong));
    const at = moment.read();
    if (at === undefined) return;
    setPosting(true);
    try {
      await onPost(comment, at);
      setText('');
      moment.set(null);
    } catch (error) {
      // Out of space: the notice says so and offers Free space; the text stays in the box.
      if (!toldStorageFull(error)) throw error;
    } finally {
      setPosting(false);
    }
  };

  const reason = !user
    ? t`Sign in to comment.`
    : !hasPortfolio
      ? translateMessage(msg.portfolioRequired)
      : undefined;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={handle ? () => void moment.look() : undefined}
      noValidate
    >
      <Stack gap={4}>
        {reason && (
          <Text id={reasonId} size="xs" c="dimmed">
            {reason}
          </Text>
        )}
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={4} style={{ flex: 1 }}>
            <Textarea
              aria-label={label ?? t`Write a comment`}
              placeholder={label ?? t`Write a comment`}
              aria-describedby={reason ? reasonId : undefined}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              disabled={!!reason}
              rows={2}
            />
            {handle && !reason && <MomentField moment={moment} />}
          </Stack>
          <Button type="submit" loading={posting} variant="light">
            <Trans>Post</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
