// Where a market is traded: the full-screen spot page of the pair, or the contract page of its
// kind with the pair in the query (the route names only the kind). The trade type is set on the
// way, as menu entries do (spec §4), so the trading screens open on the right product.
import { pairToPath } from '@exchange/contract/format-pair';
import type { Ticker } from '../../api/marketMap.ts';
import type { TradeType } from '../../app/tradeType.ts';

export const tradePath = ({ kind, pair }: Pick<Ticker, 'kind' | 'pair'>): string =>
  kind === 'xh' ? `/exchange/full-screen/${pairToPath(pair)}` : `/exchange/full-contract/${kind}?symbol=${pairToPath(pair)}`;

export const tradeTypeOf = ({ kind }: Pick<Ticker, 'kind'>): Partial<TradeType> =>
  kind === 'xh' ? { dealType: 'cash' } : { dealType: 'pry', contractType: kind };
