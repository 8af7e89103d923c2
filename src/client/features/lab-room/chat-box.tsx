/**
 * The lab room's message box. Posting queues the message (works offline: it shows at once in the
 * chat, marked "Waiting to sync") and clears the box; the server's refusal shows on the message, with
 * Retry and Discard. A message the box itself refuses (empty, too long) keeps the text and says why.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { labChatInput } from '../../../shared/schemas/lab-room';
import { translateMessage } from '../../i18n/i18n';
import { toldStorageFull } from '../../lib/storage-full';
import { useUnsavedInput } from '../../lib/unsaved';
import { postChatMessage } from './lab-room.actions';

export function ChatBox({ plabUuid }: { plabUuid: string }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useUnsavedInput(text.trim() !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(labChatInput, { plab: plabUuid, comment: text.trim() });
    if (!parsed.success) return setError(translateMessage(parsed.issues[0].message));
    setSending(true);
    try {
      await postChatMessage(plabUuid, parsed.output.comment);
      setText('');
    } catch (failure) {
      // Out of space: the notice says so and offers Free space; the text stays in the box.
      if (!toldStorageFull(failure)) throw failure;
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={4}>
        <Textarea
          label={t`Write a message`}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          rows={3}
        />
        <Group justify="flex-end" gap="sm">
          <Button type="submit" loading={sending}>
            <Trans>Send</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
