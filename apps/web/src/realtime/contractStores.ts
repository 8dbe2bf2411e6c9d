// A contract's live ticker: `{ubw|bbw}_detail_{PAIR}` carries, besides the 24 h figures the spot
// detail store keeps, the mark and index prices and the funding rate with its next time. Its snapshot
// is contractDetail, so the ticker, the funding countdown and the chart's mark line have figures at
// once, and again after a reconnect. One store per contract, shared by every view of it.
import { TOPIC } from '@exchange/contract/topics';
import type { ContractDetail, ContractKind } from '@exchange/contract/futures';
import { fromContractDetail, getContractDetails, type ContractTicker } from '../api/futures.ts';
import { LiveStore, type LiveState } from './liveStore.ts';
import { useLiveState } from './useTopic.ts';

const stores = new Map<string, LiveStore<ContractTicker>>();

/**
 * The later ticker, keeping the mark, index and funding the earlier one had when the later one does
 * not carry them (a plain 24 h detail on the same topic): those change on their own clock.
 */
export const laterTicker = (earlier: ContractTicker | undefined, later: ContractTicker): ContractTicker =>
  earlier
    ? {
        ...later,
        mark: later.mark || earlier.mark,
        index: later.index || earlier.index,
        fundingRate: later.fundingRate || earlier.fundingRate,
        nextFundingTime: later.nextFundingTime || earlier.nextFundingTime,
        fundingInterval: later.fundingInterval || earlier.fundingInterval,
      }
    : later;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const loadTicker = async (kind: ContractKind, pair: string): Promise<ContractTicker> => {
  const found = (await getContractDetails(kind, [pair])).map(fromContractDetail).find((ticker) => ticker?.pair === pair);
  if (!found) throw new Error(`no detail of ${pair}`);
  return found;
};

export const contractTickerStore = (kind: ContractKind, pair: string): LiveStore<ContractTicker> => {
  const topic = TOPIC.detail(kind, pair);
  let store = stores.get(topic);
  if (!store) {
    store = new LiveStore<ContractTicker>({
      topic,
      parse: (payload) => (isObject(payload) ? fromContractDetail(payload as unknown as ContractDetail) : undefined),
      reduce: (state, messages) => messages.reduce<ContractTicker | undefined>(laterTicker, state),
      load: () => loadTicker(kind, pair),
    });
    stores.set(topic, store);
  }
  return store;
};

/** The contract's ticker, mark, index and funding, live (undefined until the snapshot or a message). */
export const useContractTicker = (kind: ContractKind, pair: string): LiveState<ContractTicker> => useLiveState(contractTickerStore(kind, pair));
