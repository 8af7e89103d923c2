/**
 * The feeds of the home page, loaded on their own after the page paints: the community feed for
 * visitors, and Latest / Following / My students' videos for signed-in users.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FeedEmpty } from '../../../ui/lists/feed-empty';
import { type NoteListKey, useNoteList } from '../notes.mirror';
import { FeedList, FeedSection, RefreshButton } from './feed-list';

export function CommunityFeed() {
  const { t } = useLingui();
  return (
    <FeedSection
      listKey="feed"
      title={
        <Title order={2} size="h3">
          <Trans>From the community</Trans>
        </Title>
      }
      empty={
        <FeedEmpty title={t`No video notes yet`} text={t`Video notes shared with the community show here.`} />
      }
    />
  );
}

const ONE_ROW = { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const LISTS: Record<string, NoteListKey> = { latest: 'feed', following: 'following', students: 'students' };

/** Latest, Following and My students' videos; Refresh (beside the tabs) acts on the list shown. */
export function HomeFeeds({ hasPortfolio }: { hasPortfolio: boolean }) {
  const [tab, setTab] = useState<string | null>('latest');
  const list = useNoteList(LISTS[tab ?? 'latest'] ?? 'feed');
  const { t } = useLingui();
  const latestEmpty = (
    <FeedEmpty
      title={t`Your feed is empty`}
      text={t`Video notes from the community show here.`}
      action={
        hasPortfolio ? (
          <Button component={Link} to="/upload/uploadvideo" variant="light">
            <Trans>Take a video note</Trans>
          </Button>
        ) : (
          <Button component={Link} to="/artists" variant="light">
            <Trans>Browse artists</Trans>
          </Button>
        )
      }
    />
  );
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      {/* Refresh sits beside the tab list, not in it: a tablist holds only tabs. */}
      <Group gap="xs" wrap="nowrap" align="center">
        {/* One row that scrolls sideways where three tabs are wider than the phone (French at 390 px). */}
        <Tabs.List flex={1} miw={0} style={ONE_ROW}>
          <Tabs.Tab value="latest" style={NO_WRAP}>
            <Trans>Latest</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="following" style={NO_WRAP}>
            <Trans>Following</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="students" style={NO_WRAP}>
            <Trans>My students' videos</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <RefreshButton list={list} />
      </Group>
      <Tabs.Panel value="latest" pt="md">
        <FeedList list={list} empty={latestEmpty} />
      </Tabs.Panel>
      <Tabs.Panel value="following" pt="md">
        <FeedList
          list={list}
          empty={
            <FeedEmpty
              title={t`No video notes from artists you follow yet`}
              text={t`Follow artists to see their new video notes here.`}
              action={
                <Button component={Link} to="/artists" variant="light">
                  <Trans>Find artists to follow</Trans>
                </Button>
              }
            />
          }
        />
      </Tabs.Panel>
      <Tabs.Panel value="students" pt="md">
        <FeedList
          list={list}
          empty={
            <FeedEmpty
              title={t`No videos from your students yet`}
              text={t`When a student mentions you on a video note, it shows here.`}
            />
          }
        />
      </Tabs.Panel>
    </Tabs>
  );
}
