/** /publishedlabs/{uuid}: one published lab, as wide as the feed; where publishing ends (spec 2). */
import { useParams } from 'react-router-dom';
import { PublishedLabView } from '../../features/published-labs/published-lab-view';
import { FEED_WIDTH } from '../../ui/lists/feed-width';
import { Page } from '../layouts/page';

export default function PublishedLabRoute() {
  const { uuid = '' } = useParams();
  return (
    <Page width={FEED_WIDTH}>
      <PublishedLabView key={uuid} uuid={uuid} />
    </Page>
  );
}
