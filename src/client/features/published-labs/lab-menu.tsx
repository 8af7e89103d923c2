/** A published lab's menu on its page: Share (the lab's link, for anyone who may see the lab). */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { PublishedLab } from '../../../shared/schemas/published-labs';
import { ShareItem } from '../../ui/share/share-item';

export function LabMenu({ lab }: { lab: Pick<PublishedLab, 'uuid' | 'name'> }) {
  const { t } = useLingui();
  return (
    <Menu position="bottom-end" width={180}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Lab actions`}>
          <IconDots size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <ShareItem title={lab.name} path={`/publishedlabs/${lab.uuid}`} />
      </Menu.Dropdown>
    </Menu>
  );
}
