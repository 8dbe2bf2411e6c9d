// The live price of a spot pair: its latest trade from `xh_trade_{PAIR}` (the trades the contracts
// settle by), or the symbol list's price until one arrives.
import { tradeStore } from '../../realtime/pairStores.ts';
import { useLiveState } from '../../realtime/useTopic.ts';
import type { Trade } from '../../api/market.ts';

export const useLiveTrades = (pair: string): Trade[] => useLiveState(tradeStore('xh', pair)).data ?? [];

export const useLivePrice = (pair: string, fallback: string | null | undefined): string | undefined => useLiveTrades(pair)[0]?.price ?? fallback ?? undefined;
