/**
 * The comment box under a note (spec 5): only signed-in users with a portfolio can type; a visitor is
 * asked to sign in; empty text says so. Posting queues the comment (works offline) and clears the box.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { msg } from '../../../../shared/messages';
import { COMMENT_LIMIT } from '../../../../shared/schemas/notes';
import { translateMessage } from '../../../i18n/i18n';
import { hasPortfolioAtom, userAtom } from '../../../lib/session';
import { signInFirst } from '../../../lib/sign-in-first';
import { toldStorageFull } from '../../../lib/storage-full';
import { useUnsavedInput } from '../../../lib/unsaved';

type Props = { onPost: (text: string) => Promise<unknown>; label?: string };

/** `label` names the box (a comment by default). */
export function CommentBox({ onPost, label }: Props) {
  const user = useAtomValue(userAtom);
  const hasPortfolio = useAtomValue(hasPortfolioAtom);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);
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
    setPosting(true);
    try {
      await onPost(comment);
      setText('');
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
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={4}>
        {reason && (
          <Text id={reasonId} size="xs" c="dimmed">
            {reason}
          </Text>
        )}
        <Group align="flex-start" gap="xs" wrap="nowrap">
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
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={posting} variant="light">
            <Trans>Post</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
