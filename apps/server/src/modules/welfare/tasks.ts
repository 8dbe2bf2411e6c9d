// Which tasks a member has done, read from their own records (never from what the web says):
// KYC approved by the operator, a deposit credited, a spot or futures fill of theirs.
import { DEPOSIT_STATUS } from '@exchange/contract';
import type { WelfareTaskCode } from '@exchange/contract/welfare';
import type { Db } from '../../db/index.ts';

const exists = async (query: Promise<unknown>) => (await query) !== undefined;

export const taskDone = async (db: Db, memberId: string, code: WelfareTaskCode): Promise<boolean> => {
  switch (code) {
    case 'daily_sign_in':
      return true;
    case 'kyc_verified':
      return (await db.selectFrom('member').select('real_name_status').where('id', '=', memberId).executeTakeFirst())?.real_name_status === '2';
    case 'first_deposit':
      return exists(db.selectFrom('wallet_deposit').select('id').where('member_id', '=', memberId).where('status', '=', DEPOSIT_STATUS.credited).limit(1).executeTakeFirst());
    case 'first_spot_trade':
      return exists(db.selectFrom('spot_fill').select('id').where('member_id', '=', memberId).limit(1).executeTakeFirst());
    case 'first_futures_trade':
      return exists(db.selectFrom('contract_fill').select('id').where('member_id', '=', memberId).limit(1).executeTakeFirst());
  }
};

/** The UTC day a daily task's credit belongs to. */
export const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** What makes a credit unique: the task, and for a daily task its day. */
export const taskKey = (code: WelfareTaskCode, repeat: 'once' | 'daily', now: number) => (repeat === 'daily' ? `${code}:${utcDay(now)}` : code);
