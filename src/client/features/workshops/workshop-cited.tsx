/**
 * "At {workshop}": the workshop a journey or a shoutout names, linking to its page, with "Attended"
 * when its author was checked in at the door; nothing when it names none. White on teal 9 passes AA
 * (5:1) in both schemes.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { NamedWorkshop } from '../../../shared/schemas/workshop-door';

/** `workshop` may be missing on a row the device kept from before rows named workshops. */
export function WorkshopCited({ workshop }: { workshop?: NamedWorkshop | null }) {
  const { t } = useLingui();
  if (!workshop) return null;
  const title = workshop.title;
  return (
    <Group gap="xs">
      <Text size="sm">
        <Trans>
          At{' '}
          <Anchor component={Link} to={`/workshops/${encodeURIComponent(workshop.uuid)}`}>
            {title}
          </Anchor>
        </Trans>
      </Text>
      {workshop.attended && (
        <Badge
          role="img"
          aria-label={t`Attended: checked in at the door`}
          color="teal.9"
          size="sm"
          leftSection={<IconCircleCheck size={12} aria-hidden />}
        >
          <Trans>Attended</Trans>
        </Badge>
      )}
    </Group>
  );
}
