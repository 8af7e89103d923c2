/**
 * A note's sections under its video (issue 28): a chip for each ("intro groove 0:00–0:15") that loops
 * it, read from the mirror so they show offline too; for the note's author, Edit sections (the editor
 * is its own chunk) and the state of a save still waiting. Nothing when there are none to show.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { IconListDetails, IconRepeat } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { lazy, type RefObject, Suspense, useState } from 'react';
import type { Section } from '../../../../shared/schemas/practice';
import type { NoteRow } from '../../../lib/db';
import { same } from '../../../lib/mirrored-rows';
import { userAtom } from '../../../lib/session';
import { formatTime } from '../../../ui/video/loop-link';
import type { PracticeHandle } from '../../../ui/video/practice-link';
import { TOUCH } from '../../../ui/video/video-parts';
import { WriteState } from '../../../ui/write-state';
import { sectionsTarget } from './sections.actions';
import { mirroredSections, useSections, useSectionsSync } from './sections.mirror';

const SectionsEditor = lazy(() => import('./sections-editor').then((m) => ({ default: m.SectionsEditor })));

type Props = { note: NoteRow; handle: RefObject<PracticeHandle | null> };

export function NoteSections({ note, handle }: Props) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const pending = useSectionsSync(note);
  const row = useSections(note.uuid);
  /** The list the open editor started from; null while it is closed. */
  const [editing, setEditing] = useState<Section[] | null>(null);
  const mine = user !== null && same(user.username, note.username);
  const sections = row?.sections ?? [];
  if (sections.length === 0 && !mine) return null;
  return (
    <Stack gap="xs">
      {sections.length > 0 && (
        <Group gap="xs" role="group" aria-label={t`Sections`}>
          {sections.map((section) => (
            <SectionChip
              key={`${section.start}-${section.end}`}
              section={section}
              onLoop={() => handle.current?.loop(section.start, section.end)}
            />
          ))}
        </Group>
      )}
      {mine && (
        <>
          <WriteState target={sectionsTarget(note.uuid)} compact />
          <Button
            variant="subtle"
            mih={TOUCH}
            w="fit-content"
            // Until the server's list is in, an editor could start empty and its save clear the list.
            disabled={pending}
            leftSection={<IconListDetails size={18} aria-hidden />}
            onClick={async () => setEditing(await mirroredSections(note.uuid))}
          >
            <Trans>Edit sections</Trans>
          </Button>
        </>
      )}
      {editing && (
        <Suspense fallback={null}>
          <SectionsEditor uuid={note.uuid} sections={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

/** A section as a chip; a tap loops the video between its ends. */
function SectionChip({ section, onLoop }: { section: Section; onLoop: () => void }) {
  const { t } = useLingui();
  const { title } = section;
  const from = formatTime(section.start);
  const to = formatTime(section.end);
  return (
    <Button
      variant="light"
      radius="xl"
      h="auto"
      mih={TOUCH}
      py={6}
      maw="100%"
      styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'start' } }}
      leftSection={<IconRepeat size={16} aria-hidden />}
      aria-label={t`Loop ${title}, ${from} to ${to}`}
      onClick={onLoop}
    >
      {title} {from}–{to}
    </Button>
  );
}
