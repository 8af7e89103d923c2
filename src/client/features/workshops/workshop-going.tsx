/**
 * "I'm going" on a workshop and who is going. Saying it works offline (the outbox sends it); who is
 * going is read from the API when online, and again when the server's count changes.
 */
import { useEffect, useRef } from 'react';
import { workshopsApi } from '../../../shared/api-paths';
import type { WorkshopPerson } from '../../../shared/schemas/workshops';
import type { WorkshopRow } from '../../lib/db';
import { useOnline } from '../../lib/use-online';
import { usePagedList } from '../../lib/use-paged-list';
import { Going } from '../../ui/calendar/going';
import { WriteState } from '../../ui/write-state';
import { setGoing } from './workshops.actions';

export function WorkshopGoing({ row }: { row: WorkshopRow }) {
  const online = useOnline();
  const people = usePagedList<WorkshopPerson>(online && row.id ? workshopsApi.goers(row.uuid, 24) : null);
  const { reload } = people;
  const confirmed = useRef(row.going_count);
  useEffect(() => {
    if (confirmed.current === row.going_count) return;
    confirmed.current = row.going_count;
    reload();
  }, [row.going_count, reload]);
  return (
    <Going
      going={row.is_going}
      count={row.going_count}
      onChange={(going) => void setGoing(row, going)}
      people={people.items?.map((p) => ({ ...p, photo: p.artist_metadata.thumb }))}
      state={<WriteState target={row.uuid} compact />}
      attended={row.my_door?.attended}
    />
  );
}
