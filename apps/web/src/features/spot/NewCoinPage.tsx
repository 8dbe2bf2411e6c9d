// /exchange/full-screen_newCoin/:type: the exchange screen limited to newly listed coins. `type` is
// the BASE_QUOTE of one of them; anything else opens the first new coin.
import { useParams } from 'react-router';
import { SpotRoute } from './page/SpotRoute.tsx';
import { pairFromParam } from './page/pairRoute.ts';

export default function NewCoinPage() {
  const { type } = useParams();
  const pair = pairFromParam(type);
  return (
    <SpotRoute
      mode="newCoin"
      wanted={pair ?? type ?? ''}
      choose={(rules) => {
        const fresh = rules.filter((rule) => rule.isNew);
        return fresh.find((rule) => rule.pair === pair) ?? fresh[0];
      }}
    />
  );
}
