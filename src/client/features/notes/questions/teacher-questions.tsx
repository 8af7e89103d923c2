/**
 * The questions a note's author asks its tagged teachers about moments of the video (issue 28): each
 * shows under the video with its moment, which loops that part of the video when tapped. The author
 * asks (or changes, or takes back) a question per teacher, the moment taken from the player when it
 * plays; offline it waits in the outbox. The teacher answers with a comment pinned to the moment.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { type RefObject, useState } from 'react';
import { Link } from 'react-router-dom';
import { TEXT_LIMIT } from '../../../../shared/constants';
import { practiceMsg } from '../../../../shared/schemas/practice';
import { translateMessage } from '../../../i18n/i18n';
import type { NoteRow } from '../../../lib/db';
import { sendNow } from '../../../lib/outbox-answer';
import { errorMessage } from '../../../lib/server-errors';
import { userAtom } from '../../../lib/session';
import { formatTime, readMoment } from '../../../ui/video/loop-link';
import type { PracticeHandle } from '../../../ui/video/practice-link';
import { TOUCH } from '../../../ui/video/video-parts';
import { MomentChip } from '../feed/moment-chip';
import { askTeacher } from './questions.actions';

type Tag = NoteRow['taggedteachers'][number];
type Props = { note: NoteRow; handle: RefObject<PracticeHandle | null> };

export function TeacherQuestions({ note, handle }: Props) {
  const me = useAtomValue(userAtom)?.username;
  const author = me === note.username;
  const tags = note.taggedteachers.filter((tag) => tag.username && (author || tag.idea));
  if (tags.length === 0) return null;
  return (
    <Stack gap={6}>
      {tags.map((tag) => (
        <Question key={tag.uuid} note={note} tag={tag} handle={handle} author={author} />
      ))}
    </Stack>
  );
}

function Question({
  note,
  tag,
  handle,
  author,
}: {
  note: NoteRow;
  tag: Tag;
  handle: Props['handle'];
  author: boolean;
}) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const name = tag.artist_name || tag.username || '';
  const at = tag.at ?? null;
  return (
    <Stack gap={4}>
      {tag.idea ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          {at !== null && <MomentChip at={at} handle={handle} />}
          <Text size="sm">
            <Trans>
              Question for{' '}
              <Anchor component={Link} to={`/${tag.username}`} size="sm">
                {name}
              </Anchor>
              : {tag.idea}
            </Trans>
          </Text>
        </Group>
      ) : null}
      {author && !asking && (
        <Button
          variant="subtle"
          mih={TOUCH}
          h="auto"
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
          onClick={() => setAsking(true)}
        >
          {tag.idea ? t`Change the question for ${name}` : t`Ask ${name} about a moment`}
        </Button>
      )}
      {author && asking && (
        <AskForm note={note} tag={tag} name={name} handle={handle} onDone={() => setAsking(false)} />
      )}
    </Stack>
  );
}

type FormProps = { note: NoteRow; tag: Tag; name: string; handle: Props['handle']; onDone: () => void };

function AskForm({ note, tag, name, handle, onDone }: FormProps) {
  const { t } = useLingui();
  const now = handle.current?.time() ?? tag.at ?? null;
  const [idea, setIdea] = useState(tag.idea ?? '');
  const [moment, setMoment] = useState(now === null ? '' : formatTime(now));
  const [errors, setErrors] = useState<{ idea?: string; at?: string }>({});
  const [sending, setSending] = useState(false);
  const send = async (text: string) => {
    const seconds = moment.trim() ? readMoment(moment) : null;
    if (moment.trim() && seconds === null) {
      setErrors({ at: translateMessage(practiceMsg.momentInvalid) });
      return;
    }
    setSending(true);
    try {
      await sendNow(await askTeacher(note.uuid, tag, text, seconds));
      onDone();
    } catch (error) {
      setErrors({ idea: errorMessage(error, 'idea'), at: undefined });
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t`Your question for ${name}`}
        value={idea}
        maxLength={TEXT_LIMIT}
        rows={2}
        onChange={(event) => setIdea(event.currentTarget.value)}
        error={errors.idea}
      />
      <TextInput
        label={t`Moment`}
        description={t`Minutes and seconds into the video, such as 0:42.`}
        value={moment}
        onChange={(event) => setMoment(event.currentTarget.value)}
        error={errors.at}
        w={160}
      />
      <Group gap="xs">
        <Button onClick={() => send(idea)} disabled={!idea.trim()} loading={sending}>
          <Trans>Ask</Trans>
        </Button>
        {tag.idea && (
          <Button variant="default" onClick={() => send('')} disabled={sending}>
            <Trans>Take the question back</Trans>
          </Button>
        )}
        <Button variant="subtle" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
