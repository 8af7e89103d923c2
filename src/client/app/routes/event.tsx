/** /events/{uuid}: one event. */
import { useParams } from 'react-router-dom';
import { FEED_WIDTH } from '../../features/cookings/feed/feed-width';
import { EventView } from '../../features/events/event-view';
import { Page } from '../layouts/page';

export default function EventRoute() {
  const uuid = useParams().uuid ?? '';
  return (
    <Page width={FEED_WIDTH}>
      <EventView key={uuid} uuid={uuid} />
    </Page>
  );
}
