/** /events/{uuid}: one event. */
import { useParams } from 'react-router-dom';
import { EventView } from '../../features/events/event-view';
import { FEED_WIDTH } from '../../ui/lists/feed-width';
import { Page } from '../layouts/page';

export default function EventRoute() {
  const uuid = useParams().uuid ?? '';
  return (
    <Page width={FEED_WIDTH}>
      <EventView key={uuid} uuid={uuid} />
    </Page>
  );
}
