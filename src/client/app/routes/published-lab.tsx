/** /publishedlabs/{uuid}: one published lab, as wide as the feed; where publishing ends (spec 2). */
import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { FEED_WIDTH } from '../../features/cookings/feed/feed-width';
import { PublishedLabView } from '../../features/published-labs/published-lab-view';

export default function PublishedLabRoute() {
  const { uuid = '' } = useParams();
  return (
    <Container size={FEED_WIDTH} py="md">
      <PublishedLabView key={uuid} uuid={uuid} />
    </Container>
  );
}
