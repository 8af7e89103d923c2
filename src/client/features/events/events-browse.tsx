/** /events: the events I am going to, then upcoming events with search and this month (calendar/browse.tsx). */
import { useLingui } from '@lingui/react/macro';
import { Browse } from '../../ui/calendar/browse';
import { EventList } from './event-list';

export function EventsBrowse() {
  const { t } = useLingui();
  return (
    <Browse
      texts={{
        going: t`Events I am going to`,
        goingEmpty: t`Say "I'm going" on an event to find it here, even offline.`,
        upcoming: t`Upcoming events`,
        create: t`Create an event`,
        search: t`Search events`,
        placeholder: t`Name, venue or country`,
        notFound: t`No upcoming events found.`,
      }}
      createPath="/upload/event"
      list={(key, empty) => <EventList listKey={key} empty={empty} />}
    />
  );
}
