/**
 * The install step of /onboarding: done once the app runs installed; otherwise "Install app" where
 * the browser offers an install prompt, the Add to Home Screen hint on iOS Safari, else where the
 * browser keeps its install entry.
 */
import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { installedAtom, installPromptAtom, promptInstall } from './install-prompt';
import { isIosSafari } from './ios-install-hint';

export function InstallStepAction() {
  const offer = useAtomValue(installPromptAtom);
  const installed = useAtomValue(installedAtom);
  if (installed) return null;
  if (offer)
    return (
      <Button
        w="fit-content"
        leftSection={<IconDownload size={18} aria-hidden />}
        onClick={() => void promptInstall()}
      >
        <Trans>Install app</Trans>
      </Button>
    );
  return (
    <Text size="sm">
      {isIosSafari() ? (
        <Trans>In Safari, tap Share, then Add to Home Screen.</Trans>
      ) : (
        <Trans>Open your browser menu and choose Install app (or Add to Home Screen).</Trans>
      )}
    </Text>
  );
}
