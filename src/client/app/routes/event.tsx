/** /events/{uuid}: one event. */
import { useParams } from 'react-router-dom';
import { EventView } from '../../features/events/event-view';
import { Page } from '../layouts/page';

export default function EventRoute() {
  const uuid = useParams().uuid ?? '';
  return (
    <Page>
      <EventView key={uuid} uuid={uuid} />
    </Page>
  );
}
