/** /mypurchasedlabs/{slug} (signed-in; slug = the published lab's uuid): the lab, its videos and its room. */
import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { LabRoom } from '../../features/lab-room/lab-room';
import { LabVideoList } from '../../features/published-labs/lab-video-list';
import { PurchasedLabView } from '../../features/purchased-labs/purchased-lab-view';

const videosPath = (uuid: string) =>
  `/whatiscooking/videos-of-a-purchasedlab/?lab_id=${encodeURIComponent(uuid)}`;

export default function PurchasedLabRoute() {
  const slug = useParams().slug ?? '';
  return (
    <Container size="md" px="md" my="xl">
      <PurchasedLabView key={slug} uuid={slug}>
        {(lab) => (
          <>
            <LabVideoList path={videosPath(lab.uuid)} empty="This lab has no videos yet." />
            <LabRoom plabUuid={lab.uuid} />
          </>
        )}
      </PurchasedLabView>
    </Container>
  );
}
