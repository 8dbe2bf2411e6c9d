// Turns moves into double-entry postings and nets them per balance row. Pure: no database.
import { LedgerError } from './errors.ts';
import { slotId, type Slot } from './accounts.ts';
import type { AccountKey, BalanceKind, Move } from './types.ts';

export interface Posting extends Slot {
  /** slotId of the row, computed once: every step after (netting, funds, combining) keys by it. */
  slot: string;
  balance: BalanceKind;
  /** Signed minor units: negative leaves the balance, positive enters it. */
  amount: bigint;
  kind: string;
}

const keyOf = ({ ownerType, ownerId, walletType }: AccountKey): AccountKey => ({ ownerType, ownerId, walletType });

/** One posting, its slot id computed here once. */
export const posting = (key: AccountKey, asset: string, balance: BalanceKind, amount: bigint, kind: string): Posting => {
  const own = keyOf(key);
  return { key: own, asset, slot: slotId({ key: own, asset }), balance, amount, kind };
};

export const toPostings = (moves: Move[], kind: string): Posting[] => {
  const postings: Posting[] = [];
  for (const m of moves) {
    const entryKind = m.kind ?? kind;
    postings.push(posting(m.from, m.asset, m.from.balance, -m.amount, entryKind), posting(m.to, m.asset, m.to.balance, m.amount, entryKind));
  }
  return postings;
};

/** The double-entry rule, checked before anything is written. */
export const assertBalanced = (postings: Posting[]): void => {
  const sums = new Map<string, bigint>();
  for (const p of postings) sums.set(p.asset, (sums.get(p.asset) ?? 0n) + p.amount);
  for (const [asset, sum] of sums)
    if (sum !== 0n) throw new LedgerError(`Ledger transaction does not balance in ${asset}`);
};

export interface NetChange extends Slot {
  /** slotId of the row (Posting.slot). */
  slot: string;
  available: bigint;
  locked: bigint;
}

/** Sum of the postings per balance row: what each locked row must absorb. */
export const netChanges = (postings: Posting[]): Map<string, NetChange> => {
  const net = new Map<string, NetChange>();
  for (const p of postings) {
    let change = net.get(p.slot);
    if (!change) net.set(p.slot, (change = { key: p.key, asset: p.asset, slot: p.slot, available: 0n, locked: 0n }));
    change[p.balance] += p.amount;
  }
  return net;
};

/** Several transfers' net changes summed per row (each already netted by netChanges). */
export const sumChanges = (all: Iterable<Map<string, NetChange>>): Map<string, NetChange> => {
  const net = new Map<string, NetChange>();
  for (const changes of all)
    for (const [slot, c] of changes) {
      const into = net.get(slot);
      if (into) {
        into.available += c.available;
        into.locked += c.locked;
      } else net.set(slot, { ...c });
    }
  return net;
};
