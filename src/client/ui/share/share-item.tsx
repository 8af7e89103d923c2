/** "Share" in a note's or a lab's menu (share-link.ts does the sharing). */
import { Trans } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { type Shareable, shareLink } from './share-link';

export function ShareItem(props: Shareable) {
  return (
    <Menu.Item leftSection={<IconShare size={16} aria-hidden />} onClick={() => void shareLink(props)}>
      <Trans>Share</Trans>
    </Menu.Item>
  );
}
