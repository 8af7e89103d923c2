/**
 * An actions menu, opened at once (its button loaded it on a first click): the host's own items
 * (Share, Edit, Delete), then, on someone else's content or portfolio, Report, Block {name} (Unblock
 * when blocked) and Mute {name} (Unmute when muted). A visitor is asked to sign in first. Report opens
 * its dialog (its own chunk, loaded then); Block asks first; Mute and Unblock are queued at once.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { IconBan, IconFlag, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { same } from '../../lib/mirrored-rows';
import { userAtom } from '../../lib/session';
import { signInFirst } from '../../lib/sign-in-first';
import { setBlocked, setMuted } from '../artists/blocks.actions';
import { useBlocked, useMuted } from '../artists/blocks.mirror';
import { BlockDialog } from './block-dialog';
import type { ReportSubject } from './reports.actions';

const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

/**
 * What the community items are about: whose it is (their name as shown) and what Report reports
 * (none on what cannot be reported, such as a shoutout's comments: then only Block and Mute).
 */
export type About = { report?: ReportSubject; username: string; name: string };

/** The button's look and name, the same as the one that loaded the menu. */
export type MenuButton = {
  label: string;
  icon: ReactNode;
  look: { variant: 'subtle'; color: 'gray'; size?: 'sm' | 'xl' };
};

type Props = { button: MenuButton; about?: About; width?: number; children?: ReactNode };

export function ActionsMenu({ button, about, width = 200, children }: Props) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  const theirs = about && !same(about.username, user?.username ?? '') ? about : undefined;
  const blocked = useBlocked(theirs?.username ?? '') ?? false;
  const muted = useMuted(theirs?.username ?? '') ?? false;
  /** A signed-in action; a visitor is asked to sign in. */
  const member = (run: () => unknown) => () => (user ? void run() : signInFirst());
  const name = theirs?.name ?? '';
  return (
    <>
      <Menu position="bottom-end" width={width} defaultOpened>
        <Menu.Target>
          <ActionIcon {...button.look} aria-label={button.label}>
            {button.icon}
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {children}
          {theirs && (
            <>
              {theirs.report && (
                <Menu.Item
                  leftSection={<IconFlag size={16} aria-hidden />}
                  onClick={member(() => setOpen('report'))}
                >
                  {t`Report`}
                </Menu.Item>
              )}
              <Menu.Item
                leftSection={
                  muted ? <IconVolume size={16} aria-hidden /> : <IconVolumeOff size={16} aria-hidden />
                }
                onClick={member(() => setMuted(theirs.username, !muted))}
              >
                {muted ? t`Unmute ${name}` : t`Mute ${name}`}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconBan size={16} aria-hidden />}
                onClick={member(() => (blocked ? setBlocked(theirs.username, false) : setOpen('block')))}
              >
                {blocked ? t`Unblock ${name}` : t`Block ${name}`}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {theirs?.report && open === 'report' && (
        <Suspense fallback={null}>
          <ReportDialog subject={theirs.report} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {theirs && open === 'block' && (
        <BlockDialog username={theirs.username} name={name} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
