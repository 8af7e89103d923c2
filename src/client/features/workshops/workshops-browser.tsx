/**
 * /workshops: the workshops I am going to, then upcoming workshops with search and this month
 * (calendar/browse.tsx); every list is mirrored, so it opens offline.
 */
import { useLingui } from '@lingui/react/macro';
import { Browse } from '../../ui/calendar/browse';
import { WorkshopList } from './workshop-list';

export function WorkshopsBrowser() {
  const { t } = useLingui();
  return (
    <Browse
      texts={{
        going: t`Workshops I am going to`,
        goingEmpty: t`Say "I'm going" on a workshop to find it here, even offline.`,
        upcoming: t`Upcoming workshops`,
        create: t`Create your workshop`,
        search: t`Search workshops`,
        placeholder: t`Title, artist, venue`,
        notFound: t`No workshops found.`,
      }}
      createPath="/upload/workshop"
      list={(key, empty, label) => <WorkshopList listKey={key} empty={empty} label={label} />}
    />
  );
}
