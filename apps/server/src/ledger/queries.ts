// Reads of balances. Plain reads, no locks: a caller that decides on a balance must do so through
// a transfer, which locks and re-checks it.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { SYSTEM_OWNER, type Balance, type Owner, type WalletBalance } from './types.ts';

export const readBalance = async (db: Kysely<Database>, owner: Owner, walletType: string, asset: string): Promise<Balance> => {
  const row = await db
    .selectFrom('ledger_account')
    .select(['available', 'locked'])
    .where('owner_type', '=', owner.ownerType)
    .where('owner_id', '=', owner.ownerId)
    .where('wallet_type', '=', walletType)
    .where('asset', '=', asset)
    .executeTakeFirst();
  return { available: BigInt(row?.available ?? 0), locked: BigInt(row?.locked ?? 0) };
};

export const readBalances = async (db: Kysely<Database>, owner: Owner, walletType?: string): Promise<WalletBalance[]> => {
  let query = db
    .selectFrom('ledger_account')
    .select(['wallet_type', 'asset', 'available', 'locked'])
    .where('owner_type', '=', owner.ownerType)
    .where('owner_id', '=', owner.ownerId);
  if (walletType !== undefined) query = query.where('wallet_type', '=', walletType);
  const rows = await query.orderBy('wallet_type').orderBy('asset').execute();
  return rows.map((r) => ({ walletType: r.wallet_type, asset: r.asset, available: BigInt(r.available), locked: BigInt(r.locked) }));
};

export interface AssetTotals {
  /** Available funds of every account inside the exchange (members, fees, system bots). */
  available: bigint;
  /** Locked funds of every account inside the exchange. */
  locked: bigint;
  /** available + locked: what the exchange owes the outside world in this asset. */
  total: bigint;
  /** The outside world's counter-balance: minus (deposits − withdrawals), so total + external = 0. */
  external: bigint;
}

export const readTotals = async (db: Kysely<Database>, asset: string): Promise<AssetTotals> => {
  const external = sql`owner_type = 'system' and owner_id = ${SYSTEM_OWNER.external}`;
  const { rows } = await sql<{ available: string; locked: string; external: string }>`
    select coalesce(sum(available) filter (where not (${external})), 0) as available,
           coalesce(sum(locked) filter (where not (${external})), 0) as locked,
           coalesce(sum(available + locked) filter (where ${external}), 0) as external
    from ledger_account where asset = ${asset}`.execute(db);
  const row = rows[0]!;
  const available = BigInt(row.available);
  const locked = BigInt(row.locked);
  return { available, locked, total: available + locked, external: BigInt(row.external) };
};
