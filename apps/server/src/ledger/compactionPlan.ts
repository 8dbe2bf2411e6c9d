// Which ledger entries one step of compaction may remove (compaction.ts does the I/O). Pure.
//
// Entries come in id order from just past the last step's cut. A transaction's entries are
// removed together or not at all, and only when every one of them is on an account the caller may
// prune (the simulator's bots and the fees account, never a member's) and they sum to zero per
// asset. Their net per account and balance is carried forward by the caller, so every balance
// still equals the sum of its entries and every remaining transaction still balances.
//
// Entries have no index by transaction (migration 008: one index fewer on the hottest table), so
// a transaction is known complete only from where its entries sit: the step cuts the id range
// where no transaction has entries on both sides, and looks only at what lies before the cut.
// A transaction's entries are written by one statement or one COPY, so they sit together; on
// PostgreSQL another connection's entries may fall between them, which the cut rule allows for.

export interface EntryRow {
  id: bigint;
  txId: string;
  accountId: string;
  asset: string;
  balanceKind: 'available' | 'locked';
  amount: bigint;
}

export interface CompactionPlan {
  /** Entries at or below this id have been looked at; the next step starts after it. */
  cut: bigint | null;
  /** Transactions removed with all their entries. */
  txIds: string[];
  entryIds: bigint[];
  /** Net of the removed entries per account, balance and asset (zero nets left out). */
  net: Map<string, { accountId: string; balanceKind: 'available' | 'locked'; asset: string; amount: bigint }>;
}

export interface PlanOptions {
  /** Accounts whose entries may be removed. */
  prunable: (accountId: string) => boolean;
  /** The cut is at or below this id, so one step's work stays bounded. */
  maxCut: bigint;
  /**
   * True when entries past the last one given may belong to its transactions (the read stopped
   * at a row limit or at the age cutoff); the last transaction is then left for a later step.
   */
  more: boolean;
  /** Never removed (the carry-forward transaction itself). */
  keepTx?: string | null;
}

export const netKey = (accountId: string, balanceKind: string) => `${accountId}/${balanceKind}`;

/** The highest id after which no transaction seen so far continues, at or below maxCut. */
const findCut = (entries: EntryRow[], maxCut: bigint, more: boolean): bigint | null => {
  const lastOf = new Map<string, bigint>();
  for (const e of entries) lastOf.set(e.txId, e.id);
  let reach = -1n;
  let cut: bigint | null = null;
  entries.forEach((e, i) => {
    const last = lastOf.get(e.txId)!;
    if (last > reach) reach = last;
    if (e.id > maxCut || reach !== e.id) return;
    const isTail = i === entries.length - 1;
    if (!isTail || !more) cut = e.id;
  });
  return cut;
};

export const planCompaction = (entries: EntryRow[], options: PlanOptions): CompactionPlan => {
  const cut = findCut(entries, options.maxCut, options.more);
  const plan: CompactionPlan = { cut, txIds: [], entryIds: [], net: new Map() };
  if (cut === null) return plan;
  const groups = new Map<string, EntryRow[]>();
  for (const e of entries) {
    if (e.id > cut) break;
    const group = groups.get(e.txId);
    if (group) group.push(e);
    else groups.set(e.txId, [e]);
  }
  for (const [txId, group] of groups) {
    if (txId === options.keepTx || !group.every((e) => options.prunable(e.accountId))) continue;
    const perAsset = new Map<string, bigint>();
    for (const e of group) perAsset.set(e.asset, (perAsset.get(e.asset) ?? 0n) + e.amount);
    if ([...perAsset.values()].some((sum) => sum !== 0n)) continue;
    plan.txIds.push(txId);
    for (const e of group) {
      plan.entryIds.push(e.id);
      const key = netKey(e.accountId, e.balanceKind);
      const net = plan.net.get(key);
      if (net) net.amount += e.amount;
      else plan.net.set(key, { accountId: e.accountId, balanceKind: e.balanceKind, asset: e.asset, amount: e.amount });
    }
  }
  for (const [key, net] of plan.net) if (net.amount === 0n) plan.net.delete(key);
  return plan;
};
