/**
 * /workshops: the workshops I am going to and the rooms I may enter, then upcoming workshops with
 * search and this month (calendar/browse.tsx); every list is mirrored, so it opens offline.
 */
import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { Browse } from '../../ui/calendar/browse';
import { WorkshopList } from './workshop-list';

/** The workshops whose room I may enter: as a member let in, as organiser or as the artist. */
function MyRooms({ username }: { username: string }) {
  const { t } = useLingui();
  const title = t`My rooms`;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <WorkshopList
        listKey={`rooms:${username}`}
        empty={t`The rooms of your workshops, and of those whose organiser let you in, show here.`}
        label={title}
      />
    </Stack>
  );
}

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
      mine={(username) => <MyRooms username={username} />}
    />
  );
}
