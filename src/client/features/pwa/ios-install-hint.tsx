/**
 * iOS Safari has no install prompt: this hint says where Add to Home Screen is. Shown only in Safari
 * on an iPhone or iPad outside the installed app, until dismissed (remembered on this device).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconShare2 } from '@tabler/icons-react';
import { useState } from 'react';

const DISMISSED_KEY = 'cypher:ios-install-hint-dismissed';

/** Safari on iOS or iPadOS (which says "Macintosh" but has touch); other iOS browsers name themselves. */
export function isIosSafari(nav: Navigator = navigator): boolean {
  const ua = nav.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram/.test(ua);
}

const wasDismissed = () => {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return true;
  }
};

export function IosInstallHint() {
  const { t } = useLingui();
  const [hidden, setHidden] = useState(() => !isIosSafari() || wasDismissed());
  if (hidden) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setHidden(true);
  };
  return (
    <Alert
      role="note"
      variant="light"
      icon={<IconShare2 size={20} stroke={1.75} aria-hidden />}
      withCloseButton
      closeButtonLabel={t`Dismiss install hint`}
      onClose={dismiss}
    >
      <Trans>Install Cypher: tap Share, then Add to Home Screen.</Trans>
    </Alert>
  );
}
