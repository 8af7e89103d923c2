/**
 * The Report dialog (its own chunk, loaded on the first Report): a reason, an optional text with its
 * counter, Cancel and Send report. The report goes through the outbox: sent, it thanks; held on the
 * device, it says so as every form does (ui/queued-line.tsx); refused (a second report of the same
 * thing, or something gone), it shows the server's words. Mounted only while open, so each report
 * starts empty.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  REPORT_REASONS,
  REPORT_TEXT_LIMIT,
  type ReportReason,
  reportMsg,
} from '../../../shared/schemas/reports';
import { translateMessage } from '../../i18n/i18n';
import { sendNow } from '../../lib/outbox-answer';
import { errorMessage } from '../../lib/server-errors';
import { toldStorageFull } from '../../lib/storage-full';
import { QueuedLine, SAVED_ON_DEVICE } from '../../ui/queued-line';
import { queueReport, type ReportSubject } from './reports.actions';

const REASONS: Record<ReportReason, MessageDescriptor> = {
  spam: msg`Spam`,
  harassment: msg`Harassment or bullying`,
  violence: msg`Nudity or violence`,
  not_theirs: msg`Someone else's work`,
  other: msg`Something else`,
};

type Props = { subject: ReportSubject; onClose: () => void };

export function ReportDialog({ subject, onClose }: Props) {
  const { t } = useLingui();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [missing, setMissing] = useState(false);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<'sent' | 'queued' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async () => {
    if (!reason) return setMissing(true);
    setSending(true);
    setRefusal(null);
    try {
      setAnswer(await sendNow(await queueReport({ ...subject, reason, text })));
    } catch (error) {
      if (!toldStorageFull(error)) setRefusal(errorMessage(error, 'target_id'));
    } finally {
      setSending(false);
    }
  };

  const close = (
    <Group justify="flex-end" mt="lg">
      <Button onClick={onClose} data-autofocus>
        <Trans>Close</Trans>
      </Button>
    </Group>
  );
  return (
    <Modal opened onClose={onClose} title={t`Report`} centered withCloseButton={answer === null}>
      {answer === 'sent' && (
        <>
          <Text>
            <Trans>Thank you. A moderator will look at it.</Trans>
          </Text>
          {close}
        </>
      )}
      {answer === 'queued' && (
        <>
          <Text>{t(SAVED_ON_DEVICE)}</Text>
          <Text size="sm" c="dimmed" mt="xs">
            <QueuedLine />
          </Text>
          {close}
        </>
      )}
      {answer === null && (
        <Stack gap="md">
          <Radio.Group
            label={t`Why are you reporting this?`}
            value={reason}
            onChange={(value) => {
              setReason(value as ReportReason);
              setMissing(false);
            }}
            error={missing && translateMessage(reportMsg.reasonRequired)}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {REPORT_REASONS.map((value) => (
                <Radio key={value} value={value} label={t(REASONS[value])} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t`Anything else a moderator should know (optional)`}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={REPORT_TEXT_LIMIT}
            description={`${text.length}/${REPORT_TEXT_LIMIT}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            rows={4}
          />
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button loading={sending} onClick={() => void send()}>
              <Trans>Send report</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
