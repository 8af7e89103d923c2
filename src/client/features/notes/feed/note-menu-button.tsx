/**
 * A note card's "Note actions" button. The menu (note-menu.tsx) loads on the first click and opens
 * at once, so a feed of other dancers' notes does not fetch the menu's code on the first route.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { lazy } from 'react';
import { MenuOnFirstClick } from '../../../ui/menu-on-first-click';
import type { About } from '../../reports/actions-menu';

const NoteMenu = lazy(() => import('./note-menu').then((m) => ({ default: m.NoteMenu })));

export type NoteMenuProps = {
  uuid: string;
  title: string;
  isOwner: boolean;
  /** The note and its author, for Report, Block and Mute (reports/actions-menu.tsx). */
  about: About;
  onDeleted?: () => void;
};

/** The button's look and name, the same before and after the menu loads. */
export const noteActionsButton = { variant: 'subtle', color: 'gray' } as const;
export const noteActionsLabel = msg`Note actions`;
export const noteActionsIcon = <IconDots size={20} />;

export function NoteMenuButton(props: NoteMenuProps) {
  const { t } = useLingui();
  return (
    <MenuOnFirstClick
      button={(onClick) => (
        <ActionIcon
          {...noteActionsButton}
          aria-label={t(noteActionsLabel)}
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={onClick}
        >
          {noteActionsIcon}
        </ActionIcon>
      )}
      menu={<NoteMenu {...props} />}
    />
  );
}
