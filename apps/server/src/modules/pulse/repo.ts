// pulse_contract rows: written at acceptance, when the entry trade is seen, and at settlement (in
// the settlement's ledger transaction); read for the member's lists and the public feed.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Page, PulseContractRow, PulseDirection, PulsePublicTrade, PulseResult, PulseStatus } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import type { Database, PulseContractTable } from '../../db/schema.ts';
import { trimUnits, type LedgerTrx } from '../../ledger/index.ts';
import type { OpenContract, Settlement } from './contract.ts';
import { ratioText } from './terms.ts';

type Row = Selectable<PulseContractTable>;
type Conn = Db | LedgerTrx | Kysely<Database>;

const num = (v: string | null): number | null => (v === null ? null : Number(v));

export const contractRow = (r: Row): PulseContractRow => {
  const stake = BigInt(r.stake);
  return {
    id: String(r.id),
    symbol: r.symbol,
    direction: r.direction as PulseDirection,
    seconds: r.seconds,
    amount: trimUnits(stake),
    payoutRatio: ratioText(r.ratio_bp),
    payout: trimUnits(stake + BigInt(r.profit_if_win)),
    status: r.status as PulseStatus,
    createTime: Number(r.accepted_at),
    expireTime: Number(r.expire_at),
    entryPrice: r.entry_price,
    entryTime: num(r.entry_time),
    entryTradeId: r.entry_seq,
    exitPrice: r.exit_price,
    exitTime: num(r.exit_time),
    exitTradeId: r.exit_seq,
    result: r.result as PulseResult | null,
    profit: r.profit === null ? null : trimUnits(BigInt(r.profit)),
    settleTime: num(r.settled_at),
  };
};

export const openOf = (r: Row): OpenContract => ({
  id: String(r.id),
  memberId: r.member_id,
  symbol: r.symbol,
  direction: r.direction as PulseDirection,
  seconds: r.seconds,
  stake: BigInt(r.stake),
  ratioBp: r.ratio_bp,
  profitIfWin: BigInt(r.profit_if_win),
  acceptedAt: Number(r.accepted_at),
  expireAt: Number(r.expire_at),
  entry: r.entry_seq === null ? null : { seq: r.entry_seq, price: r.entry_price!, time: Number(r.entry_time) },
});

export const insertContract = async (trx: Conn, c: Omit<OpenContract, 'id' | 'entry'>): Promise<Row> =>
  trx
    .insertInto('pulse_contract')
    .values({
      member_id: c.memberId,
      symbol: c.symbol,
      direction: c.direction,
      seconds: c.seconds,
      stake: String(c.stake),
      ratio_bp: c.ratioBp,
      profit_if_win: String(c.profitIfWin),
      accepted_at: String(c.acceptedAt),
      expire_at: String(c.expireAt),
    })
    .returningAll()
    .executeTakeFirstOrThrow();

export const recordEntry = async (db: Db, c: OpenContract): Promise<void> => {
  if (!c.entry) return;
  await db
    .updateTable('pulse_contract')
    .set({ entry_seq: c.entry.seq, entry_price: c.entry.price, entry_time: String(c.entry.time) })
    .where('id', '=', c.id)
    .where('status', '=', 'open')
    .execute();
};

/** One statement for a batch of settlements. */
export const recordSettlements = async (trx: Conn, list: readonly Settlement[], at: number): Promise<void> => {
  if (list.length === 0) return;
  const values = list.map(
    (s) =>
      sql`(${s.contract.id}::bigint, ${s.entry?.seq ?? null}::text, ${s.entry?.price ?? null}::text, ${s.entry ? String(s.entry.time) : null}::bigint, ${s.exit?.seq ?? null}::text, ${s.exit?.price ?? null}::text, ${s.exit ? String(s.exit.time) : null}::bigint, ${s.result}::text, ${String(s.profit)}::numeric)`,
  );
  await sql`update pulse_contract c set status = 'settled', entry_seq = v.es, entry_price = v.ep, entry_time = v.et, exit_seq = v.xs, exit_price = v.xp, exit_time = v.xt, result = v.r, profit = v.p, settled_at = ${String(at)}::bigint
    from (values ${sql.join(values)}) as v(id, es, ep, et, xs, xp, xt, r, p) where c.id = v.id and c.status = 'open'`.execute(trx);
};

export const loadOpen = async (db: Db): Promise<OpenContract[]> => (await db.selectFrom('pulse_contract').selectAll().where('status', '=', 'open').orderBy('id').execute()).map(openOf);

export const memberContracts = async (db: Db, memberId: string, status: PulseStatus | undefined, current: number, size: number): Promise<Page<PulseContractRow>> => {
  let q = db.selectFrom('pulse_contract').where('member_id', '=', memberId);
  if (status) q = q.where('status', '=', status);
  const [{ total }] = [await q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()];
  const rows = await q.selectAll().orderBy('id', 'desc').limit(size).offset((current - 1) * size).execute();
  const count = Number(total);
  return { records: rows.map(contractRow), total: count, size, current, pages: Math.ceil(count / size) };
};

export const memberContract = async (db: Db, memberId: string, id: string): Promise<PulseContractRow | null> => {
  const row = await db.selectFrom('pulse_contract').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  return row ? contractRow(row) : null;
};

const mask = (memberId: string): string => (memberId.length <= 4 ? '***' : `${memberId.slice(0, 2)}***${memberId.slice(-2)}`);

export const publicTrades = async (db: Db, limit: number): Promise<PulsePublicTrade[]> => {
  const rows = await db.selectFrom('pulse_contract').selectAll().where('settled_at', 'is not', null).orderBy('settled_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: String(r.id),
    member: mask(r.member_id),
    symbol: r.symbol,
    direction: r.direction as PulseDirection,
    seconds: r.seconds,
    amount: trimUnits(BigInt(r.stake)),
    result: r.result as PulseResult,
    profit: trimUnits(BigInt(r.profit ?? '0')),
    settleTime: Number(r.settled_at),
  }));
};

/** Trades of a spot market after `since` (and the last one before it), oldest first, for the tape after a start. */
export const tradesSince = async (db: Db, symbol: string, since: number) => {
  const last = await db.selectFrom('market_trade').select(['engine_seq', 'price_ticks', 'trade_time']).where('kind', '=', 'xh').where('symbol', '=', symbol).where('trade_time', '<=', String(since)).orderBy('trade_time', 'desc').orderBy('id', 'desc').limit(1).execute();
  const later = await db.selectFrom('market_trade').select(['engine_seq', 'price_ticks', 'trade_time']).where('kind', '=', 'xh').where('symbol', '=', symbol).where('trade_time', '>', String(since)).orderBy('trade_time').orderBy('id').execute();
  return [...last, ...later];
};
