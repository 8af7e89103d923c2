/** "At {event}": the event a journey was at, linking to its page; nothing when it names none. */
import { Trans } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { JourneyEvent } from '../../../shared/schemas/journeys';

/** `event` may be missing on a journey the device kept from before journeys named events. */
export function JourneyEventLink({ event }: { event?: JourneyEvent | null }) {
  if (!event) return null;
  const title = event.title;
  return (
    <Text size="sm">
      <Trans>
        At{' '}
        <Anchor component={Link} to={`/events/${encodeURIComponent(event.uuid)}`}>
          {title}
        </Anchor>
      </Trans>
    </Text>
  );
}
