/**
 * The author's menu on a note card (loaded on demand): Edit opens the note form, Delete asks first
 * and then queues the delete; the card leaves the mirror-backed list at once.
 */
import { ActionIcon, Button, Group, Menu, Modal, Text } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { deleteCooking } from '../cookings.actions';

type Props = { uuid: string; onDeleted?: () => void };

export function NoteMenu({ uuid, onDeleted }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    try {
      await deleteCooking(uuid);
    } finally {
      setDeleting(false);
    }
    setConfirming(false);
    onDeleted?.();
  };
  return (
    <>
      <Menu position="bottom-end" width={180}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label="Note actions">
            <IconDots size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={`/upload/uploadvideo?edit=${uuid}`}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this video note?"
        centered
      >
        <Text mb="lg">The note, its reactions and its comments will be removed. This cannot be undone.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button color="red" loading={deleting} onClick={() => void remove()}>
            Delete
          </Button>
        </Group>
      </Modal>
    </>
  );
}
