/**
 * "New version available" with a Reload button (DESIGN 5), fixed at the bottom of the window. While a
 * form holds unsaved input, Reload is disabled and says why: the page is never reloaded mid-edit.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { atom, useAtom, useAtomValue } from 'jotai';
import { useId } from 'react';
import { msg } from '../../../shared/messages';
import { applyUpdate, updateReadyAtom } from '../../lib/service-worker';
import { hasUnsavedInputAtom } from '../../lib/unsaved';

/** Shared by both layouts, so dismissing holds across a layout change until the next page load. */
const dismissedAtom = atom(false);

export function UpdatePrompt() {
  const ready = useAtomValue(updateReadyAtom);
  const unsaved = useAtomValue(hasUnsavedInputAtom);
  const [dismissed, setDismissed] = useAtom(dismissedAtom);
  const reasonId = useId();
  const { t } = useLingui();
  if (!ready || dismissed) return null;
  return (
    <Paper
      role="status"
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      maw={420}
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 'calc(16px + env(safe-area-inset-bottom))',
        zIndex: 190,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <div style={{ flex: 1 }}>
          <Text fw={600}>{msg.newVersion}</Text>
          {unsaved && (
            <Text id={reasonId} size="sm">
              <Trans>Reload once your input is saved.</Trans>
            </Text>
          )}
        </div>
        <Button
          size="sm"
          onClick={applyUpdate}
          disabled={unsaved}
          aria-describedby={unsaved ? reasonId : undefined}
        >
          <Trans>Reload</Trans>
        </Button>
        <CloseButton aria-label={t`Dismiss update notice`} onClick={() => setDismissed(true)} />
      </Group>
    </Paper>
  );
}
