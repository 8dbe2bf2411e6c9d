// Ledger compaction: old transactions between the simulator's bots (and the fees they pay) are
// removed, and what they moved is carried forward by one transaction, so a demo left running does
// not keep every bot trade's entries for ever (market/retention.ts schedules it).
//
// What stays true (audit.ts checks it): every balance equals the sum of its entries, because the
// removed entries' net per account and balance is posted by the carry-forward transaction; every
// transaction balances, because only whole transactions that balance are removed, and the carry
// sums balanced transactions; nothing refers to a removed transaction. Balances themselves never
// change, so the funds in memory need not know. Members' entries are never removed: a transaction
// with one member entry is kept whole. The simulator's contract bots are member accounts (they
// hold margin like anyone); the caller names them, and their transactions with one another, the
// fees account and the futures clearing account are compacted like the house's.
//
// There is one carry-forward transaction at a time: each step that removes something folds the
// last carry's entries into a new one and deletes the old, so it stays one entry per account and
// balance however long the exchange runs.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { netKey, planCompaction, type EntryRow } from './compactionPlan.ts';
import { SYSTEM_OWNER } from './types.ts';

/** System owners whose transactions among themselves may be compacted. Never a member, never the outside world. */
export const COMPACTED_OWNERS = [SYSTEM_OWNER.marketMaker, SYSTEM_OWNER.simulator, SYSTEM_OWNER.fees, SYSTEM_OWNER.futuresClearing] as const;

/** How far past a step's cut entries are read, so a transaction spread by other connections' entries is seen whole. */
const MARGIN = 2_000;

export interface CompactionStep {
  /** Transactions and entries removed. */
  transactions: number;
  entries: number;
  /** False when nothing older than the cutoff is left to look at. */
  more: boolean;
}

const prunableAccounts = async (trx: Transaction<Database>, botMembers: readonly string[]): Promise<Set<string>> => {
  const rows = await trx
    .selectFrom('ledger_account')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('owner_type', '=', 'system'), eb('owner_id', 'in', [...COMPACTED_OWNERS])]),
        ...(botMembers.length > 0 ? [eb.and([eb('owner_type', '=', 'member'), eb('owner_id', 'in', [...botMembers])])] : []),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => String(r.id)));
};

/**
 * One bounded step: looks at up to `batch` entries older than `cutoff` past the last step's cut.
 * `botMembers` are the simulator's member accounts (the contract bots), prunable like the house.
 */
export const compactLedger = async (db: Kysely<Database>, cutoff: Date, batch: number, botMembers: readonly string[] = []): Promise<CompactionStep> =>
  db.transaction().execute(async (trx) => {
    const state = await trx.selectFrom('retention_state').selectAll().where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
    const from = BigInt(state.entry_id);
    const rows = await trx
      .selectFrom('ledger_entry')
      .select(['id', 'tx_id', 'account_id', 'asset', 'balance_kind', 'amount', 'create_time'])
      .where('id', '>', String(from))
      .orderBy('id')
      .limit(batch + MARGIN)
      .execute();
    const young = rows.findIndex((r) => new Date(r.create_time).getTime() >= cutoff.getTime());
    const old = young === -1 ? rows : rows.slice(0, young);
    const entries: EntryRow[] = old.map((r) => ({
      id: BigInt(r.id),
      txId: String(r.tx_id),
      accountId: String(r.account_id),
      asset: r.asset,
      balanceKind: r.balance_kind,
      amount: BigInt(r.amount),
    }));
    const prunable = await prunableAccounts(trx, botMembers);
    const plan = planCompaction(entries, {
      prunable: (id) => prunable.has(id),
      // Ids have gaps (reserved, rolled back, removed): the bound counts entries, not ids.
      maxCut: entries[Math.min(batch, entries.length) - 1]?.id ?? from,
      more: young !== -1 || rows.length === batch + MARGIN,
      keepTx: state.carry_tx_id,
    });
    if (plan.cut === null) return { transactions: 0, entries: 0, more: false };
    if (plan.txIds.length > 0) {
      await sql`delete from ledger_entry where id = any(${plan.entryIds.map(String)}::bigint[])`.execute(trx);
      await sql`delete from ledger_tx where id = any(${plan.txIds}::bigint[])`.execute(trx);
      await carryForward(trx, state, plan.net);
    }
    await trx.updateTable('retention_state').set({ entry_id: String(plan.cut) }).where('id', '=', 1).execute();
    // More is left when old entries lie past this step's bound, or the read stopped at its row limit.
    return { transactions: plan.txIds.length, entries: plan.entryIds.length, more: entries.length > batch || rows.length === batch + MARGIN };
  });

type Net = ReturnType<typeof planCompaction>['net'];

/** Folds the last carry-forward's entries and `net` into a new carry-forward transaction. */
const carryForward = async (trx: Transaction<Database>, state: { carry_tx_id: string | null; carry_first_entry: string | null; carry_last_entry: string | null }, net: Net) => {
  const total = new Map(net);
  if (state.carry_tx_id !== null && state.carry_first_entry !== null && state.carry_last_entry !== null) {
    const previous = await trx
      .selectFrom('ledger_entry')
      .select(['account_id', 'balance_kind', 'asset', 'amount'])
      .where('id', '>=', state.carry_first_entry)
      .where('id', '<=', state.carry_last_entry)
      .where('tx_id', '=', state.carry_tx_id)
      .execute();
    for (const e of previous) {
      const key = netKey(String(e.account_id), e.balance_kind);
      const sum = total.get(key);
      if (sum) total.set(key, { ...sum, amount: sum.amount + BigInt(e.amount) });
      else total.set(key, { accountId: String(e.account_id), balanceKind: e.balance_kind, asset: e.asset, amount: BigInt(e.amount) });
    }
    await trx.deleteFrom('ledger_entry').where('id', '>=', state.carry_first_entry).where('id', '<=', state.carry_last_entry).where('tx_id', '=', state.carry_tx_id).execute();
    await trx.deleteFrom('ledger_tx').where('id', '=', state.carry_tx_id).execute();
  }
  const lines = [...total.values()].filter((n) => n.amount !== 0n).sort((a, b) => netKey(a.accountId, a.balanceKind).localeCompare(netKey(b.accountId, b.balanceKind)));
  const carry: { carry_tx_id: string | null; carry_first_entry: string | null; carry_last_entry: string | null } = {
    carry_tx_id: null,
    carry_first_entry: null,
    carry_last_entry: null,
  };
  if (lines.length > 0) {
    const tx = await trx.insertInto('ledger_tx').values({ kind: 'carry', ref: 'retention' }).returning('id').executeTakeFirstOrThrow();
    const ids = await trx
      .insertInto('ledger_entry')
      .values(lines.map((n) => ({ tx_id: String(tx.id), account_id: n.accountId, asset: n.asset, amount: String(n.amount), balance_kind: n.balanceKind, kind: 'carry', ref: 'retention' })))
      .returning('id')
      .execute();
    const sorted = ids.map((r) => BigInt(r.id)).sort((a, b) => (a < b ? -1 : 1));
    Object.assign(carry, { carry_tx_id: String(tx.id), carry_first_entry: String(sorted[0]), carry_last_entry: String(sorted.at(-1)) });
  }
  await trx.updateTable('retention_state').set(carry).where('id', '=', 1).execute();
};
