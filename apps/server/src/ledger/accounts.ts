// Balance rows: find them, create the missing ones, lock them for the rest of the transaction.
//
// Rows are always taken in one global order (the key tuple, byte-wise), so two transactions that
// touch overlapping accounts queue up instead of deadlocking on PostgreSQL. Missing rows are
// inserted before anything is locked, in that same order, and only after a plain read showed them
// missing: an upsert of every row would burn an identity value per call. PGlite has one
// connection and runs transactions one at a time; the same SQL is simply uncontended there.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
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

/** Identity of a balance row inside one call. NUL cannot occur in a validated key. */
export const slotId = (s: Slot): string => tuple(s).join('\u0000');

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

const byKey = sql.raw('owner_type collate "C", owner_id collate "C", wallet_type collate "C", asset collate "C"');

const FOREIGN_KEY_VIOLATION = '23503';

const createMissing = async (trx: Kysely<Database>, slots: Slot[]): Promise<void> => {
  const existing = await trx.selectFrom('ledger_account').select(['owner_type', 'owner_id', 'wallet_type', 'asset']).where(whereSlots(slots)).execute();
  const present = new Set(existing.map((r) => slotId({ key: { ownerType: r.owner_type, ownerId: r.owner_id, walletType: r.wallet_type }, asset: r.asset })));
  const missing = slots.filter((s) => !present.has(slotId(s)));
  if (missing.length === 0) return;
  try {
    await trx
      .insertInto('ledger_account')
      .values(missing.map((s) => ({ owner_type: s.key.ownerType, owner_id: s.key.ownerId, wallet_type: s.key.walletType, asset: s.asset })))
      .onConflict((oc) => oc.columns(['owner_type', 'owner_id', 'wallet_type', 'asset']).doNothing())
      .execute();
  } catch (error) {
    // The only foreign key is member_id: the member does not exist.
    if ((error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) throw new LedgerError('Unknown member');
    throw error;
  }
};

/** Locks (creating as needed) every row of `slots` until the transaction ends. */
export const lockAccounts = async (trx: Kysely<Database>, slots: Slot[]): Promise<Map<string, LockedAccount>> => {
  const unique = [...new Map(slots.map((s) => [slotId(s), s])).values()].sort(compare);
  await createMissing(trx, unique);
  const rows = await sql<{ id: string; owner_type: 'member' | 'system'; owner_id: string; wallet_type: string; asset: string; available: string; locked: string }>`
    select id, owner_type, owner_id, wallet_type, asset, available, locked from ledger_account
    where ${whereSlots(unique)} order by ${byKey} for update`.execute(trx);
  const locked = new Map<string, LockedAccount>();
  for (const r of rows.rows) {
    const slot: Slot = { key: { ownerType: r.owner_type, ownerId: r.owner_id, walletType: r.wallet_type }, asset: r.asset };
    locked.set(slotId(slot), { ...slot, id: String(r.id), available: BigInt(r.available), locked: BigInt(r.locked) });
  }
  // Every row was just created or found; a gap means the SQL above is wrong, not the caller.
  if (locked.size !== unique.length) throw new Error('Ledger accounts could not be locked');
  return locked;
};

/** Writes new balances of locked rows in one statement. */
export const writeBalances = async (trx: Kysely<Database>, accounts: LockedAccount[]): Promise<void> => {
  if (accounts.length === 0) return;
  const values = sql.join(accounts.map((a) => sql`(${a.id}::bigint, ${a.available.toString()}::numeric, ${a.locked.toString()}::numeric)`));
  await sql`update ledger_account as a set available = v.available, locked = v.locked
    from (values ${values}) as v(id, available, locked) where a.id = v.id`.execute(trx);
};
