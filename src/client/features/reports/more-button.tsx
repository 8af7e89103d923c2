/**
 * "More" on someone else's content or portfolio where no menu exists: a button whose menu (Report,
 * Block, Mute: actions-menu.tsx) loads on its first click, so a page does not fetch it up front.
 * Nothing on one's own.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { lazy } from 'react';
import { same } from '../../lib/mirrored-rows';
import { userAtom } from '../../lib/session';
import { MenuOnFirstClick } from '../../ui/menu-on-first-click';
import type { About, MenuButton } from './actions-menu';

const ActionsMenu = lazy(() => import('./actions-menu').then((m) => ({ default: m.ActionsMenu })));

type Props = {
  about: About;
  /** The button's name where "More" alone would not say what it is about (a message in a list). */
  label?: string;
  /** `sm` in a list of short texts, `xl` (44 px, a finger's) beside a page's buttons. */
  size?: MenuButton['look']['size'];
};

export function MoreButton({ about, label, size }: Props) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  if (user && same(user.username, about.username)) return null;
  const look = { variant: 'subtle', color: 'gray', size } as const;
  const icon = <IconDots size={size === 'sm' ? 16 : 20} />;
  const button: MenuButton = { label: label ?? t`More`, icon, look };
  return (
    <MenuOnFirstClick
      button={(onClick) => (
        <ActionIcon
          {...look}
          aria-label={button.label}
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={onClick}
        >
          {icon}
        </ActionIcon>
      )}
      menu={<ActionsMenu button={button} about={about} />}
    />
  );
}
