/** The "?" button: a popover listing the practice player's keyboard shortcuts (practice-keys.ts). */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Kbd, Popover, Table } from '@mantine/core';
import '@mantine/core/styles/Kbd.css';
import { IconQuestionMark } from '@tabler/icons-react';
import { SHORTCUTS, type ShownAction } from './practice-keys';
import { TOUCH } from './video-parts';

export function ShortcutsHelp() {
  const { t } = useLingui();
  const does: Record<ShownAction, string> = {
    playPause: t`Play or pause`,
    back5: t`Back or forward 5 seconds`,
    back1: t`Back or forward 1 second`,
    setA: t`Set loop start (A) or end (B)`,
    slower: t`Slower or faster`,
    mirror: t`Mirror`,
  };
  return (
    <Popover position="bottom" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon size={TOUCH} variant="default" aria-label={t`Keyboard shortcuts`}>
          <IconQuestionMark size={22} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Table withRowBorders={false} verticalSpacing={4} fz="sm">
          <Table.Caption>{t`While the player has the focus`}</Table.Caption>
          <Table.Tbody>
            {SHORTCUTS.map(([keys, action]) => (
              <Table.Tr key={action}>
                <Table.Td>
                  <Kbd>{keys}</Kbd>
                </Table.Td>
                <Table.Td>{does[action]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Popover.Dropdown>
    </Popover>
  );
}
