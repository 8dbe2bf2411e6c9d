// Balance rows: find them, create the missing ones, lock them for the rest of the transaction.
//
// Rows are always locked in one global order (their id), so two transactions that touch
// overlapping accounts queue up instead of deadlocking on PostgreSQL. Missing rows are inserted
// before anything is locked, in key order, and only after a plain read showed them missing: an
// upsert of every row would burn an identity value per call. PGlite has one connection and runs
// transactions one at a time; the same SQL is simply uncontended there.
//
// A row's id never changes and rows are never deleted, so ids once seen are kept (AccountIds) and
// rows are then locked by id: the group commit's writes need no read by key at all.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BY_KEY } from '../db/byKey.ts';
import { LedgerError } from './errors.ts';
import type { AccountKey } from './types.ts';

/** One balance row: an account key and an asset. */
export interface Slot {
  key: AccountKey;
  asset: string;
}

export interface LockedAccount extends Slot {
  id: string;
  available: bigint;
  locked: bigint;
}

const tuple = (s: Slot) => [s.key.ownerType, s.key.ownerId, s.key.walletType, s.asset];

/**
 * Identity of a balance row inside one call. NUL cannot occur in a validated key. Written out
 * rather than joined from tuple(): it is computed for every posting of every order, and the
 * array made for each join was among the order path's largest allocations.
 */
export const slotId = (s: Slot): string => `${s.key.ownerType}\u0000${s.key.ownerId}\u0000${s.key.walletType}\u0000${s.asset}`;

/** slotId, taken from a slot that carries it (a posting or a net change: postings.ts) rather than built again. */
const idOf = (s: Slot & { slot?: string }): string => s.slot ?? slotId(s);

// Keys are validated ASCII, where JS code-unit order equals the "C" collation order below.
const compare = (a: Slot, b: Slot): number => {
  const x = tuple(a);
  const y = tuple(b);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return 0;
};

const whereSlots = (slots: Slot[]) =>
  sql<boolean>`(owner_type, owner_id, wallet_type, asset) in (${sql.join(
    slots.map((s) => sql`(${s.key.ownerType}, ${s.key.ownerId}, ${s.key.walletType}, ${s.asset})`),
  )})`;

const FOREIGN_KEY_VIOLATION = '23503';

/** Inserts the rows of `slots` that do not exist yet, in one statement; returns the ids it inserted. */
const createMissing = async (trx: Kysely<Database>, slots: Slot[]): Promise<Set<string>> => {
  const existing = await trx.selectFrom('ledger_account').select(['owner_type', 'owner_id', 'wallet_type', 'asset']).where(whereSlots(slots)).execute();
  const present = new Set(existing.map((r) => slotId({ key: { ownerType: r.owner_type, ownerId: r.owner_id, walletType: r.wallet_type }, asset: r.asset })));
  const missing = slots.filter((s) => !present.has(slotId(s)));
  if (missing.length === 0) return new Set();
  try {
    const inserted = await trx
      .insertInto('ledger_account')
      .values(missing.map((s) => ({ owner_type: s.key.ownerType, owner_id: s.key.ownerId, wallet_type: s.key.walletType, asset: s.asset })))
      .onConflict((oc) => oc.columns(['owner_type', 'owner_id', 'wallet_type', 'asset']).doNothing())
      .returning('id')
      .execute();
    return new Set(inserted.map((r) => String(r.id)));
  } catch (error) {
    // The only foreign key is member_id: the member does not exist.
    if ((error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) throw new LedgerError('Unknown member');
    throw error;
  }
};

/** Ids of balance rows seen so far, by slotId. */
export class AccountIds {
  private readonly ids = new Map<string, string>();
  /** Ids of rows known to be committed: found by a transaction that did not insert them. */
  private readonly committed = new Set<string>();

  /**
   * The ids of every row of `slots`, each of a row that exists in this transaction, creating the
   * missing rows; reads the database only for slots not seen before and for ids not yet known to
   * be committed. Locks nothing.
   *
   * The order of the work keeps PostgreSQL transactions from deadlocking: an id remembered from
   * another transaction that has not committed yet finds no row here. It is checked (and, if
   * invisible, forgotten) before anything is inserted, so every missing row is then inserted in
   * one statement in key order, while the caller holds no row lock of its own. Were it found
   * missing only when locking, the rows locked so far would be held while the insert waits for
   * the other transaction, which may be waiting for one of them.
   */
  async resolve(trx: Kysely<Database>, slots: Slot[]): Promise<Map<string, string>> {
    await this.confirm(trx, slots);
    const unknown = [...new Map(slots.filter((s) => !this.ids.has(idOf(s))).map((s) => [idOf(s), s])).values()].sort(compare);
    if (unknown.length > 0) {
      const ours = await createMissing(trx, unknown);
      const rows = await sql<{ id: string; owner_type: 'member' | 'system'; owner_id: string; wallet_type: string; asset: string }>`
        select id, owner_type, owner_id, wallet_type, asset from ledger_account where ${whereSlots(unknown)}`.execute(trx);
      for (const r of rows.rows) {
        const id = String(r.id);
        this.ids.set(slotId({ key: { ownerType: r.owner_type, ownerId: r.owner_id, walletType: r.wallet_type }, asset: r.asset }), id);
        // Inserted just now by this transaction: not known to be committed until a later one finds it.
        if (!ours.has(id)) this.committed.add(id);
      }
    }
    const found = new Map<string, string>();
    for (const s of slots) {
      const id = this.ids.get(idOf(s));
      // Every row was just created or found; a gap means the SQL above is wrong, not the caller.
      if (id === undefined) throw new Error('Ledger accounts could not be found');
      found.set(idOf(s), id);
    }
    return found;
  }

  /**
   * Checks remembered ids of `slots` not yet known to be committed; forgets those this transaction
   * cannot see. A row this transaction sees is committed unless this transaction wrote it last
   * (xmin is its own id): a caller's transaction that made the row in an earlier call may still
   * roll back, so such a row stays in doubt.
   */
  private async confirm(trx: Kysely<Database>, slots: Slot[]): Promise<void> {
    const doubtful = new Set<string>();
    for (const s of slots) {
      const id = this.ids.get(idOf(s));
      if (id !== undefined && !this.committed.has(id)) doubtful.add(id);
    }
    if (doubtful.size === 0) return;
    const rows = await sql<{ id: string; own: boolean | null }>`
      select id, xmin = pg_current_xact_id_if_assigned()::xid as own from ledger_account where id = any(${[...doubtful]}::bigint[])`.execute(trx);
    for (const r of rows.rows) {
      if (r.own !== true) this.committed.add(String(r.id));
      doubtful.delete(String(r.id));
    }
    this.forget(doubtful);
  }

  /** Forgets ids that turned out not to exist (created by a transaction that rolled back, or has not committed yet). */
  forget(ids: Set<string>): void {
    for (const [slot, id] of this.ids) if (ids.has(id)) this.ids.delete(slot);
    for (const id of ids) this.committed.delete(id);
  }
}

type LockedRow = { id: string; owner_type: 'member' | 'system'; owner_id: string; wallet_type: string; asset: string; available: string; locked: string };

/**
 * Locks (creating as needed) every row of `slots` until the transaction ends, in the global
 * order (id), and reads them. resolve has made sure each id is of a row this transaction sees, so
 * the retry below is a backstop: an id that still finds no row is forgotten and the slots
 * resolved once more.
 */
export const lockAccounts = async (trx: Kysely<Database>, slots: Slot[], known: AccountIds): Promise<Map<string, LockedAccount>> => {
  for (let attempt = 0; ; attempt++) {
    const ids = new Set((await known.resolve(trx, slots)).values());
    const rows = await sql<LockedRow>`
      select id, owner_type, owner_id, wallet_type, asset, available, locked from ledger_account
      where id = any(${[...ids]}::bigint[]) order by id for update`.execute(trx);
    if (rows.rows.length === ids.size) {
      const locked = new Map<string, LockedAccount>();
      for (const r of rows.rows) {
        const slot: Slot = { key: { ownerType: r.owner_type, ownerId: r.owner_id, walletType: r.wallet_type }, asset: r.asset };
        locked.set(slotId(slot), { ...slot, id: String(r.id), available: BigInt(r.available), locked: BigInt(r.locked) });
      }
      return locked;
    }
    if (attempt > 0) throw new Error('Ledger accounts could not be locked');
    for (const r of rows.rows) ids.delete(String(r.id));
    known.forget(ids);
  }
};

/** Adds net changes to rows by id in one statement, without reading them (the group commit: funds.ts checked them). */
export const addToBalances = (changes: Array<{ id: string; available: bigint; locked: bigint }>) =>
  sql`${sql.raw(BY_KEY)} update ledger_account as a set available = a.available + v.available, locked = a.locked + v.locked
    from unnest(${changes.map((c) => c.id)}::bigint[], ${changes.map((c) => c.available.toString())}::numeric[], ${changes.map((c) => c.locked.toString())}::numeric[])
      as v(id, available, locked)
    where a.id = v.id`;

/** Locks rows by id in the global order without reading them (PostgreSQL: see the top of this file). */
export const lockIds = (ids: string[]) => sql`select 1 from ledger_account where id = any(${ids}::bigint[]) order by id for update`;

/** Writes new balances of locked rows in one statement (column arrays through unnest, as transfer.ts). */
export const writeBalances = async (trx: Kysely<Database>, accounts: LockedAccount[]): Promise<void> => {
  if (accounts.length === 0) return;
  await sql`update ledger_account as a set available = v.available, locked = v.locked
    from unnest(${accounts.map((a) => a.id)}::bigint[], ${accounts.map((a) => a.available.toString())}::numeric[], ${accounts.map((a) => a.locked.toString())}::numeric[])
      as v(id, available, locked)
    where a.id = v.id`.execute(trx);
};
