/** /events/{uuid}/battles/{id}: one battle of an event, its bracket live (issue 29). */
import { useParams } from 'react-router-dom';
import { BattleView } from '../../features/battles/battle-view';
import { Page } from '../layouts/page';

export default function BattleRoute() {
  const { uuid = '', battleId = '' } = useParams();
  const battle = /^[1-9]\d{0,9}$/.test(battleId) ? Number(battleId) : 0;
  return (
    <Page>
      <BattleView key={`${uuid} ${battle}`} event={uuid} battle={battle} />
    </Page>
  );
}
