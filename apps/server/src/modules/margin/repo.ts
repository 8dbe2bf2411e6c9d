// The margin_loan and margin_setting rows (migration 019_margin): every query is scoped to a member
// and an account, so no call reaches another member's loans.
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { MarginAccount } from './terms.ts';

type Q = Db | Transaction<Database>;

export interface LoanRecord {
  id: string;
  member_id: string;
  mode: string;
  symbol: string;
  coin: string;
  borrowed: string;
  principal: string;
  interest: string;
  interest_paid: string;
  day_rate: string;
  hours_charged: number;
  status: number;
  create_time: string;
  repaid_time: string | null;
}

const COLUMNS = ['id', 'member_id', 'mode', 'symbol', 'coin', 'borrowed', 'principal', 'interest', 'interest_paid', 'day_rate', 'hours_charged', 'status', 'create_time', 'repaid_time'] as const;

/** The open loans of one account, oldest first (the order a repay pays them in). */
export const openLoansOf = (q: Q, memberId: string, account: MarginAccount, coin?: string): Promise<LoanRecord[]> => {
  let query = q.selectFrom('margin_loan').select([...COLUMNS]).where('member_id', '=', memberId).where('mode', '=', account.mode).where('symbol', '=', account.symbol).where('status', '=', 0);
  if (coin) query = query.where('coin', '=', coin);
  return query.orderBy('id').execute();
};

/** Every open loan (the interest job and the risk watcher). */
export const allOpenLoans = (q: Q): Promise<LoanRecord[]> => q.selectFrom('margin_loan').select([...COLUMNS]).where('status', '=', 0).orderBy('id').execute();

export const insertLoan = (q: Q, row: Omit<LoanRecord, 'id' | 'interest_paid' | 'status' | 'repaid_time'>): Promise<{ id: string }> =>
  q.insertInto('margin_loan').values(row).returning('id').executeTakeFirstOrThrow();

export const updateLoan = (q: Q, id: string, set: { principal: string; interest: string; interest_paid: string; status: number; repaid_time: string | null }) =>
  q.updateTable('margin_loan').set(set).where('id', '=', id).execute();

export const chargeHours = (q: Q, id: string, interest: string, hours: number) =>
  q.updateTable('margin_loan').set({ interest, hours_charged: hours }).where('id', '=', id).where('status', '=', 0).execute();

export interface LoanFilter {
  memberId: string;
  mode: string;
  /** An isolated pair; null for all of the mode's loans. */
  symbol: string | null;
  open: boolean;
  coin?: string | undefined;
}

const filtered = (db: Db, f: LoanFilter) => {
  let q = db.selectFrom('margin_loan').where('member_id', '=', f.memberId).where('mode', '=', f.mode).where('status', '=', f.open ? 0 : 1);
  if (f.symbol !== null) q = q.where('symbol', '=', f.symbol);
  if (f.coin) q = q.where('coin', '=', f.coin);
  return q;
};

export const findLoans = async (db: Db, f: LoanFilter, page: { current: number; size: number }): Promise<{ rows: LoanRecord[]; total: number }> => {
  const counted = await filtered(db, f).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await filtered(db, f).select([...COLUMNS]).orderBy('id', 'desc').limit(page.size).offset((page.current - 1) * page.size).execute();
  return { rows, total: Number(counted?.n ?? 0) };
};

export const leverageOf = async (q: Q, memberId: string, symbol: string): Promise<number | null> => {
  const row = await q.selectFrom('margin_setting').select('leverage').where('member_id', '=', memberId).where('symbol', '=', symbol).executeTakeFirst();
  return row ? Number(row.leverage) : null;
};

export const saveLeverage = (q: Q, memberId: string, symbol: string, leverage: number) =>
  q
    .insertInto('margin_setting')
    .values({ member_id: memberId, symbol, leverage })
    .onConflict((oc) => oc.columns(['member_id', 'symbol']).doUpdateSet({ leverage }))
    .execute();
