/** /e1t1/{uuid}: one shoutout, as wide as the feed (spec 2.1). */
import { useParams } from 'react-router-dom';
import { ShoutoutView } from '../../features/shoutouts/shoutout-view';
import { FEED_WIDTH } from '../../ui/lists/feed-width';
import { Page } from '../layouts/page';

export default function ShoutoutRoute() {
  const { uuid = '' } = useParams();
  return (
    <Page width={FEED_WIDTH}>
      <ShoutoutView key={uuid} uuid={uuid} />
    </Page>
  );
}
