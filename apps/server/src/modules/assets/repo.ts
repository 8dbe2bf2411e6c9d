// The wallet's own rows (migration 005_wallet): deposit addresses, deposits, withdrawals, and the
// paged reads of them and of the member's ledger entries (bills).
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import { WALLET_TYPE } from '../../ledger/index.ts';

type Conn = Kysely<Database>;

export const findAddress = (db: Conn, memberId: string, chain: string) =>
  db.selectFrom('wallet_address').select('address').where('member_id', '=', memberId).where('chain', '=', chain).executeTakeFirst();

export const findAddressOwner = (db: Conn, chain: string, address: string) =>
  db.selectFrom('wallet_address').select('member_id').where('chain', '=', chain).where('address', '=', address).executeTakeFirst();

export const insertAddress = (db: Conn, memberId: string, chain: string, address: string) =>
  db.insertInto('wallet_address').values({ member_id: memberId, chain, address }).onConflict((oc) => oc.columns(['member_id', 'chain']).doNothing()).execute();

export const findDeposit = (db: Conn, chain: string, txHash: string) =>
  db.selectFrom('wallet_deposit').selectAll().where('chain', '=', chain).where('tx_hash', '=', txHash).executeTakeFirst();

export type DepositRecord = NonNullable<Awaited<ReturnType<typeof findDeposit>>>;

export const findWithdrawal = (db: Conn, id: string) => {
  if (!/^\d{1,18}$/.test(id)) return Promise.resolve(undefined);
  return db.selectFrom('wallet_withdrawal').selectAll().where('id', '=', id).executeTakeFirst();
};

export type WithdrawalRecord = NonNullable<Awaited<ReturnType<typeof findWithdrawal>>>;

/** An id for a withdrawal before its row exists, so its ledger hold can carry it as the ref. */
export const nextWithdrawalId = async (db: Db): Promise<string> => {
  const { rows } = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('wallet_withdrawal', 'id'))::text as id`.execute(db);
  return rows[0]!.id;
};

export interface PageQuery {
  current: number;
  size: number;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

export const depositPage = async (db: Db, memberId: string, q: PageQuery & { coin?: string; pendingOnly: boolean }): Promise<Paged<DepositRecord>> => {
  let base = db.selectFrom('wallet_deposit').where('member_id', '=', memberId);
  if (q.coin) base = base.where('coin', '=', q.coin);
  if (q.pendingOnly) base = base.where('status', '=', '0');
  const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id', 'desc').limit(q.size).offset((q.current - 1) * q.size).execute();
  return { rows, total: Number(count) };
};

export const withdrawalPage = async (db: Db, memberId: string, q: PageQuery & { coin?: string; pendingOnly: boolean }): Promise<Paged<WithdrawalRecord>> => {
  let base = db.selectFrom('wallet_withdrawal').where('member_id', '=', memberId);
  if (q.coin) base = base.where('coin', '=', q.coin);
  if (q.pendingOnly) base = base.where('status', '=', '0');
  const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id', 'desc').limit(q.size).offset((q.current - 1) * q.size).execute();
  return { rows, total: Number(count) };
};

/** Pending withdrawals of every member, oldest first: the operator's review queue. */
export const pendingWithdrawals = (db: Conn) => db.selectFrom('wallet_withdrawal').selectAll().where('status', '=', '0').orderBy('id').execute();

export interface BillFilter {
  walletType?: string;
  kind?: string;
  coin?: string;
  /** Epoch ms, inclusive. */
  startTime?: number;
  endTime?: number;
}

export interface BillRecord {
  id: string;
  wallet_type: string;
  kind: string;
  asset: string;
  amount: string;
  create_time: Date | string;
}

/**
 * The member's entries netted per transaction, account and kind: a hold or a release moves money
 * between the two balances of one account and nets to nothing, so it is not a bill.
 */
export const billPage = async (db: Db, memberId: string, q: PageQuery & BillFilter): Promise<Paged<BillRecord>> => {
  // Rewards points (wallet type 7, modules/welfare) are not money of a wallet account: their
  // history is on the points page.
  const filters = [sql`a.member_id = ${memberId}`, sql`a.wallet_type <> ${WALLET_TYPE.rewards}`];
  if (q.walletType) filters.push(sql`a.wallet_type = ${q.walletType}`);
  if (q.kind) filters.push(sql`e.kind = ${q.kind}`);
  if (q.coin) filters.push(sql`e.asset = ${q.coin}`);
  if (q.startTime !== undefined) filters.push(sql`e.create_time >= ${new Date(q.startTime)}`);
  if (q.endTime !== undefined) filters.push(sql`e.create_time <= ${new Date(q.endTime)}`);
  const grouped = sql`
    select min(e.id) as id, a.wallet_type, e.kind, e.asset, sum(e.amount) as amount, min(e.create_time) as create_time
    from ledger_entry e join ledger_account a on a.id = e.account_id
    where ${sql.join(filters, sql` and `)}
    group by e.tx_id, e.account_id, a.wallet_type, e.kind, e.asset
    having sum(e.amount) <> 0`;
  const counted = await sql<{ count: string }>`select count(*) as count from (${grouped}) g`.execute(db);
  const rows = await sql<BillRecord>`${grouped} order by min(e.id) desc limit ${q.size} offset ${(q.current - 1) * q.size}`.execute(db);
  return { rows: rows.rows.map((r) => ({ ...r, id: String(r.id), amount: String(r.amount) })), total: Number(counted.rows[0]?.count ?? 0) };
};
