/**
 * A lab's progress around its list of videos (issue 28): for a viewer, "4 of 9 got" on top and
 * Learning / Got it under each video; for the published lab's artist, how many buyers got each video.
 * `LabProgress` wraps the list, `VideoProgress` goes under each video.
 */
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { ProgressCount } from '../../../../shared/schemas/practice';
import { useLabNotes } from './progress.mirror';
import { fetchCounts } from './progress.online';
import { ProgressControl } from './progress-control';
import { ProgressCounts } from './progress-counts';
import { ProgressSummary } from './progress-summary';

/** What the videos show: the viewer's marks, or (for the artist) the buyers' counts once read. */
type Shown = { kind: 'marks' } | { kind: 'counts'; counts: Map<string, ProgressCount> | undefined };
const ShownContext = createContext<Shown | null>(null);

type Props = {
  /** The personal lab's id (a published lab's `lab`); undefined while it is only on the device. */
  labId: number | undefined;
  /** The artist's view of their published lab: buyers' counts instead of marks. */
  counts?: boolean;
  /** The lab's notes when the device knows them all (a personal lab); else the server lists them. */
  notes?: readonly string[];
  children: ReactNode;
};

function useCounts(labId: number | undefined, wanted: boolean) {
  const [counts, setCounts] = useState<Map<string, ProgressCount> | undefined>(undefined);
  useEffect(() => {
    if (!wanted || labId === undefined) return;
    let alive = true;
    // Online only: offline the videos show without counts.
    fetchCounts(labId).then(
      (read) => alive && setCounts(read),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [labId, wanted]);
  return counts;
}

export function LabProgress({ labId, counts = false, notes, children }: Props) {
  const listed = useLabNotes(counts ? undefined : labId).notes;
  const read = useCounts(labId, counts);
  const summary = notes ?? listed;
  return (
    <ShownContext.Provider value={counts ? { kind: 'counts', counts: read } : { kind: 'marks' }}>
      <Stack gap="md">
        {counts ? (
          <Text c="dimmed">
            <Trans>How many of your buyers got each video.</Trans>
          </Text>
        ) : (
          summary && <ProgressSummary notes={summary} />
        )}
        {children}
      </Stack>
    </ShownContext.Provider>
  );
}

/** Under a video: the viewer's Learning / Got it, or the artist's counts; nothing outside a LabProgress. */
export function VideoProgress({ uuid, lesson }: { uuid: string; lesson: string }) {
  const shown = useContext(ShownContext);
  if (!shown) return null;
  if (shown.kind === 'marks') return <ProgressControl uuid={uuid} lesson={lesson} />;
  const count = shown.counts?.get(uuid);
  return count ? <ProgressCounts count={count} /> : null;
}
