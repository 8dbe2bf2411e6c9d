// How a pair sits in the exchange routes (spec §2): `full-screen/BTC_USDT` for any spot pair,
// `full-screen_newCoin/BASE_QUOTE` for the screen limited to newly listed coins.
import { pairToPath } from '@exchange/contract/format-pair';

export type ExchangeMode = 'spot' | 'newCoin';

export const DEFAULT_PAIR = 'BTC/USDT';

const PAIR_PARAM = /^([A-Za-z0-9]+)_([A-Za-z0-9]+)$/;

/** "btc_usdt" → "BTC/USDT"; null for anything that cannot name a pair. */
export const pairFromParam = (param: string | undefined): string | null => {
  const match = PAIR_PARAM.exec(param ?? '');
  return match ? `${match[1]!.toUpperCase()}/${match[2]!.toUpperCase()}` : null;
};

export const exchangePath = (pair: string, mode: ExchangeMode): string =>
  `/exchange/${mode === 'newCoin' ? 'full-screen_newCoin' : 'full-screen'}/${pairToPath(pair)}`;
