/**
 * /mypurchasedlabs/{slug} (signed-in; slug = the published lab's uuid): the lab, its videos and its
 * room (beside the videos on wide screens, below them on phones).
 */
import { useLingui } from '@lingui/react/macro';
import { Box, Flex } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { purchasedLabsApi } from '../../../shared/api-paths';
import { LabRoom } from '../../features/lab-room/lab-room';
import { LabVideoList } from '../../features/published-labs/lab-video-list';
import { PurchasedLabView } from '../../features/purchased-labs/purchased-lab-view';
import { Page } from '../layouts/page';

export default function PurchasedLabRoute() {
  const slug = useParams().slug ?? '';
  const { t } = useLingui();
  return (
    <Page>
      <PurchasedLabView key={slug} uuid={slug}>
        {(lab) => (
          <Flex
            direction={{ base: 'column', md: 'row' }}
            gap="lg"
            align={{ base: 'stretch', md: 'flex-start' }}
          >
            <Box flex={{ md: 7 }} miw={0}>
              <LabVideoList
                path={purchasedLabsApi.videos(lab.uuid)}
                empty={t`This lab has no videos yet.`}
                progress={{ labId: lab.lab, counts: lab.access.is_owner }}
              />
            </Box>
            <Box flex={{ md: 5 }} miw={0}>
              <LabRoom plabUuid={lab.uuid} />
            </Box>
          </Flex>
        )}
      </PurchasedLabView>
    </Page>
  );
}
