// Which contract /exchange/full-contract/{type} shows (spec §2): the kind from the path (ubw, bbw),
// the pair from `?symbol=BASE_QUOTE` (how the markets list and search link a contract), else the
// pair last viewed on that kind (kept under coin_web1), else BTC's contract, else the first listed.
import { CONTRACT_KINDS, type ContractKind } from '@exchange/contract/futures';
import { getStore, setStore } from '../../../lib/storage.ts';

export const isContractKind = (value: unknown): value is ContractKind => (CONTRACT_KINDS as readonly unknown[]).includes(value);

export const DEFAULT_CONTRACT: Record<ContractKind, string> = { ubw: 'BTC/USDT', bbw: 'BTC/USD' };

const storeName = (kind: ContractKind) => `contract_last_pair_${kind}`;

export const rememberContract = (kind: ContractKind, pair: string): void => setStore({ name: storeName(kind), content: pair, type: 'local' });

export const lastContract = (kind: ContractKind): string | undefined => {
  const stored = getStore<unknown>({ name: storeName(kind), type: 'local' });
  return typeof stored === 'string' ? stored : undefined;
};

export type ContractChoice = { pair: string } | { missing: string } | { none: true };

/** The contract to show out of those listed: the one asked for (or why not), the remembered one, BTC's, the first. */
export const chooseContract = (listed: readonly string[], wanted: string | null, kind: ContractKind): ContractChoice => {
  if (wanted) return listed.includes(wanted) ? { pair: wanted } : { missing: wanted };
  const remembered = lastContract(kind);
  const pair = [remembered, DEFAULT_CONTRACT[kind], listed[0]].find((candidate) => candidate !== undefined && listed.includes(candidate));
  return pair ? { pair } : { none: true };
};
