// Turns moves into double-entry postings and nets them per balance row. Pure: no database.
import { LedgerError } from './errors.ts';
import { slotId, type Slot } from './accounts.ts';
import type { AccountKey, BalanceKind, Move } from './types.ts';

export interface Posting extends Slot {
  balance: BalanceKind;
  /** Signed minor units: negative leaves the balance, positive enters it. */
  amount: bigint;
  kind: string;
}

const keyOf = ({ ownerType, ownerId, walletType }: AccountKey): AccountKey => ({ ownerType, ownerId, walletType });

export const toPostings = (moves: Move[], kind: string): Posting[] =>
  moves.flatMap((m) => {
    const entryKind = m.kind ?? kind;
    return [
      { key: keyOf(m.from), asset: m.asset, balance: m.from.balance, amount: -m.amount, kind: entryKind },
      { key: keyOf(m.to), asset: m.asset, balance: m.to.balance, amount: m.amount, kind: entryKind },
    ];
  });

/** The double-entry rule, checked before anything is written. */
export const assertBalanced = (postings: Posting[]): void => {
  const sums = new Map<string, bigint>();
  for (const p of postings) sums.set(p.asset, (sums.get(p.asset) ?? 0n) + p.amount);
  for (const [asset, sum] of sums)
    if (sum !== 0n) throw new LedgerError(`Ledger transaction does not balance in ${asset}`);
};

export interface NetChange extends Slot {
  available: bigint;
  locked: bigint;
}

/** Sum of the postings per balance row: what each locked row must absorb. */
export const netChanges = (postings: Posting[]): Map<string, NetChange> => {
  const net = new Map<string, NetChange>();
  for (const p of postings) {
    const id = slotId(p);
    const change = net.get(id) ?? { key: p.key, asset: p.asset, available: 0n, locked: 0n };
    change[p.balance] += p.amount;
    net.set(id, change);
  }
  return net;
};
