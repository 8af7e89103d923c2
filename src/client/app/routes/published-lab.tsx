/** /publishedlabs/{uuid}: one published lab; where publishing ends (spec 2). */
import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { PublishedLabView } from '../../features/published-labs/published-lab-view';

export default function PublishedLabRoute() {
  const { uuid = '' } = useParams();
  return (
    <Container size="md" py="md">
      <PublishedLabView key={uuid} uuid={uuid} />
    </Container>
  );
}
