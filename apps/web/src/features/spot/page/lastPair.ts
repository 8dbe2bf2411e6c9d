// The pair the user last viewed, so /exchange/index reopens it (kept under the coin_web1 prefix).
import { getStore, setStore } from '../../../lib/storage.ts';
import { DEFAULT_PAIR, pairFromParam } from './pairRoute.ts';
import { pairToPath } from '@exchange/contract/format-pair';

const NAME = 'exchange_last_pair';

export const rememberPair = (pair: string): void => setStore({ name: NAME, content: pair, type: 'local' });

export const lastPair = (): string => {
  const stored = getStore<unknown>({ name: NAME, type: 'local' });
  return (typeof stored === 'string' && pairFromParam(pairToPath(stored))) || DEFAULT_PAIR;
};
