/**
 * /{username}/publishedlabs/: that artist's published labs. The owner also sees the ones still
 * without terms ("Finish publishing"), "Publish a lab", and the publish form in place
 * (`?publish=true` to publish, `?edit={uuid}` to edit).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { publishedLabsApi } from '../../../shared/api-paths';
import type { PublishedLab } from '../../../shared/schemas/published-labs';
import { userAtom } from '../../lib/session';
import { usePagedList } from '../../lib/use-paged-list';
import { useMyLabs } from '../labs/labs.mirror';
import { PublishEditor } from './publish-editor';
import { PublishForm } from './publish-form';
import { labPath, PublishedLabGrid } from './published-lab-grid';

export function PublishedLabsTab({ username }: { username: string }) {
  const me = useAtomValue(userAtom)?.username;
  const [params] = useSearchParams();
  const isOwner = me !== undefined && me.toLowerCase() === username.toLowerCase();
  const editing = params.get('edit');
  if (isOwner && (params.get('publish') === 'true' || editing))
    return <PublishScreen username={username} editing={editing} />;
  return <LabsOf username={username} isOwner={isOwner} />;
}

function PublishScreen({ username, editing }: { username: string; editing: string | null }) {
  const navigate = useNavigate();
  const labs = useMyLabs();
  const done = (uuid: string) => void navigate(labPath(uuid));
  return (
    <Stack gap="md">
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        onClick={() => void navigate(`/${encodeURIComponent(username)}/publishedlabs/`)}
        w="fit-content"
      >
        <Trans>Your published labs</Trans>
      </Button>
      {editing ? (
        <PublishEditor uuid={editing} labs={labs} onDone={done} />
      ) : (
        <PublishForm labs={labs} onDone={done} />
      )}
    </Stack>
  );
}

function LabsOf({ username, isOwner }: { username: string; isOwner: boolean }) {
  const { t } = useLingui();
  const [, setParams] = useSearchParams();
  const list = usePagedList<PublishedLab>(publishedLabsApi.ofArtist({ username }));
  const finish = (lab: PublishedLab) =>
    isOwner &&
    !lab.subscription && (
      <Button size="xs" variant="light" w="fit-content" onClick={() => setParams({ edit: lab.uuid })}>
        <Trans>Finish publishing</Trans>
      </Button>
    );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {isOwner ? <Trans>Your published labs</Trans> : <Trans>Published labs</Trans>}
        </Title>
        {isOwner && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setParams({ publish: 'true' })}
          >
            <Trans>Publish a lab</Trans>
          </Button>
        )}
      </Group>
      <PublishedLabGrid
        list={list}
        empty={isOwner ? t`You have not published a lab yet.` : t`No published labs yet.`}
        extra={finish}
      />
    </Stack>
  );
}
