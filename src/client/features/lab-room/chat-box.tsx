/**
 * The lab room's message box. Posting is online only: offline the button is disabled and says why.
 * A failed post keeps the text and shows the reason; a retry of the same text reuses its client uuid,
 * so a post whose answer was lost is not stored twice.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { msg } from '../../../shared/messages';
import { labChatInput } from '../../../shared/schemas/lab-room';
import { translateMessage } from '../../i18n/i18n';
import { errorMessage } from '../../lib/server-errors';
import { useUnsavedInput } from '../../lib/unsaved';
import { useOnline } from '../../lib/use-online';
import { postChatMessage } from './lab-room.online';

type Props = { plabUuid: string; onPosted: () => void };

export function ChatBox({ plabUuid, onPosted }: Props) {
  const { t } = useLingui();
  const online = useOnline();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const attempt = useRef<{ uuid: string; comment: string } | null>(null);
  const offlineId = useId();
  useUnsavedInput(text.trim() !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!online) return;
    const comment = text.trim();
    const uuid = attempt.current?.comment === comment ? attempt.current.uuid : crypto.randomUUID();
    const parsed = v.safeParse(labChatInput, { uuid, plab: plabUuid, comment });
    if (!parsed.success) return setError(translateMessage(parsed.issues[0].message));
    attempt.current = { uuid, comment };
    setSending(true);
    try {
      await postChatMessage(parsed.output);
      attempt.current = null;
      setText('');
      onPosted();
    } catch (failure) {
      setError(errorMessage(failure, 'comment'));
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
          {!online && (
            <Text id={offlineId} size="sm" c="dimmed">
              {translateMessage(msg.actionOffline)}
            </Text>
          )}
          <Button
            type="submit"
            loading={sending}
            disabled={!online}
            aria-describedby={online ? undefined : offlineId}
          >
            <Trans>Send</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
