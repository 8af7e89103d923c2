/**
 * /{username}/{tab}: About shows the bio; Videos and Mentions show the artist's video notes and the
 * notes that mention them; Shoutouts their teachers and students, My hood their circle, Workshops what they organise and teach; Labs shows
 * the owner's personal labs (private to everyone else); every other tab says honestly what it will hold.
 */
import { useLingui } from '@lingui/react/macro';
import { Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useLocation, useParams } from 'react-router-dom';
import { PortfolioAbout } from '../../features/artists/portfolio-about';
import { EmptyState } from '../../features/artists/portfolio-content';
import { EventsTab } from '../../features/events/events-tab';
import { JourneysTab } from '../../features/journeys/journeys-tab';
import { LabSpace } from '../../features/labs/lab-space';
import { FeedSection } from '../../features/notes/feed/feed-list';
import type { NoteListKey } from '../../features/notes/notes.mirror';
import { PublishedLabsTab } from '../../features/published-labs/published-labs-tab';
import { PurchasedLabsTab } from '../../features/purchased-labs/purchased-labs-tab';
import { ArtistCircle } from '../../features/shoutouts/artist-circle';
import { ShoutoutsTab } from '../../features/shoutouts/shoutouts-tab';
import { WorkshopsTab } from '../../features/workshops/workshops-tab';
import { tabOfPath } from '../../lib/portfolio-tab-list';
import { userAtom } from '../../lib/session';
import { FeedEmpty } from '../../ui/lists/feed-empty';

export default function PortfolioTabRoute() {
  const username = useParams().username ?? '';
  const tab = tabOfPath(useLocation().pathname);
  const user = useAtomValue(userAtom);
  const { i18n, t } = useLingui();
  if (!tab) return null;
  if (tab.path === 'about') return <PortfolioAbout username={username} />;
  if (tab.path === 'each1teach1') return <ShoutoutsTab key={username} username={username} />;
  if (tab.path === 'journey')
    return <JourneysTab key={username} username={username} empty={tab.empty ?? ''} />;
  if (tab.path === 'events') return <EventsTab key={username} username={username} />;
  if (tab.path === 'myhood') return <ArtistCircle key={username} username={username} />;
  if (tab.path === 'workshops') return <WorkshopsTab key={username} username={username} />;
  if (tab.path === 'videos' || tab.path === 'mentions') {
    const key: NoteListKey = tab.path === 'videos' ? `videos:${username}` : `mentions:${username}`;
    return (
      <FeedSection
        key={key}
        listKey={key}
        title={
          <Title order={2} size="h4">
            {tab.path === 'videos' ? t`Video notes by @${username}` : t`Video notes mentioning @${username}`}
          </Title>
        }
        empty={<FeedEmpty title={tab.label} text={tab.empty ?? ''} />}
      />
    );
  }
  const isOwner = user?.username.toLowerCase() === username.toLowerCase();
  if (tab.path === 'labspace' && isOwner) return <LabSpace username={username} />;
  if (tab.path === 'publishedlabs') return <PublishedLabsTab username={username} />;
  if (tab.path === 'purchasedlabs' && isOwner) return <PurchasedLabsTab />;
  const what = tab.label.toLocaleLowerCase(i18n.locale);
  const text = tab.ownerOnly && !isOwner ? t`Only @${username} can see their ${what}.` : tab.empty;
  return <EmptyState title={tab.label} text={text ?? ''} />;
}
