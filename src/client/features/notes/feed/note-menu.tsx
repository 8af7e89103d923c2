/**
 * A note card's menu (loaded on the first click of its button, opened at once): Share for everyone;
 * for the author, Edit opens the note form and Delete asks first and then queues the delete; the
 * card leaves the mirror-backed list at once. Everyone else gets Report, Block and Mute.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Menu, Modal, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ShareItem } from '../../../ui/share/share-item';
import { ActionsMenu } from '../../reports/actions-menu';
import { deleteNote } from '../notes.actions';
import { type NoteMenuProps, noteActionsButton, noteActionsIcon, noteActionsLabel } from './note-menu-button';

export function NoteMenu({ uuid, title, isOwner, about, onDeleted }: NoteMenuProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { t } = useLingui();
  const remove = async () => {
    setDeleting(true);
    try {
      await deleteNote(uuid);
    } finally {
      setDeleting(false);
    }
    setConfirming(false);
    onDeleted?.();
  };
  return (
    <>
      <ActionsMenu
        button={{ label: t(noteActionsLabel), icon: noteActionsIcon, look: noteActionsButton }}
        about={about}
      >
        <ShareItem title={title} path={`/whatiscooking/${uuid}`} />
        {isOwner && (
          <>
            <Menu.Item
              component={Link}
              to={`/upload/uploadvideo?edit=${uuid}`}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              <Trans>Edit</Trans>
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              <Trans>Delete</Trans>
            </Menu.Item>
          </>
        )}
      </ActionsMenu>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Delete this video note?`}
        centered
      >
        <Text mb="lg">
          <Trans>The note, its reactions and its comments will be removed. This cannot be undone.</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={deleting} onClick={() => void remove()}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Modal>
    </>
  );
}
