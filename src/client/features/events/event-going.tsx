/**
 * "I'm going" on an event (queued: it works offline and is sent once), the count, and who is going
 * (read online, and again when the count changes; offline the count stays).
 */
import { useEffect, useRef } from 'react';
import { eventsApi } from '../../../shared/api-paths';
import type { EventGoer } from '../../../shared/schemas/events';
import type { EventRow } from '../../lib/db';
import { useOnline } from '../../lib/use-online';
import { usePagedList } from '../../lib/use-paged-list';
import { Going } from '../../ui/calendar/going';
import { setGoing } from './events.actions';

export function EventGoing({ row }: { row: EventRow }) {
  const online = useOnline();
  const people = usePagedList<EventGoer>(online && row.id ? eventsApi.goers(row.uuid) : null);
  const { reload } = people;
  const counted = useRef(row.going_count);
  useEffect(() => {
    if (counted.current === row.going_count) return;
    counted.current = row.going_count;
    reload();
  }, [row.going_count, reload]);
  return (
    <Going
      going={row.iamgoing}
      count={row.going_count}
      onChange={(going) => void setGoing(row, going)}
      people={people.items?.map((p) => ({ ...p, photo: p.profile_photo }))}
    />
  );
}
