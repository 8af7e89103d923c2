/**
 * The account drawer's install entry: "Install app" where the browser offers an install prompt,
 * the Add to Home Screen hint on iOS Safari, nothing once the app is installed.
 */
import { useLingui } from '@lingui/react/macro';
import { NavLink } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { installedAtom, installPromptAtom, promptInstall } from './install-prompt';
import { IosInstallHint } from './ios-install-hint';

export function InstallEntry({ onInstall }: { onInstall?: () => void }) {
  const { t } = useLingui();
  const offer = useAtomValue(installPromptAtom);
  const installed = useAtomValue(installedAtom);
  if (installed) return null;
  if (!offer) return <IosInstallHint />;
  return (
    <NavLink
      component="button"
      label={t`Install app`}
      leftSection={<IconDownload size={18} stroke={1.75} aria-hidden />}
      onClick={() => {
        onInstall?.();
        void promptInstall();
      }}
    />
  );
}
