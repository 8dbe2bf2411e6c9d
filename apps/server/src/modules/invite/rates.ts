// A member's rebate rate: their own (set when operators approve them as a KOL) or the default.
import { INVITE_COMMISSION_RATE } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { toUnits, trimUnits } from '../../ledger/index.ts';

export const rateOf = async (db: Db, memberId: string): Promise<{ rate: string; own: boolean }> => {
  const row = await db.selectFrom('invite_rate').select('rate').where('member_id', '=', memberId).executeTakeFirst();
  return row ? { rate: row.rate, own: true } : { rate: INVITE_COMMISSION_RATE, own: false };
};

/** A rate as operators type it: a fraction above 0 and at most 1 (all of the fee). */
export const checkedRate = (text: string): string => {
  const units = toUnits(text.trim());
  if (units <= 0n || units > toUnits('1')) throw new BusinessError('A rebate rate is a fraction of the fee above 0 and at most 1');
  return trimUnits(units);
};

export const setOwnRate = (db: Db, memberId: string, rate: string) =>
  db.insertInto('invite_rate').values({ member_id: memberId, rate }).onConflict((oc) => oc.column('member_id').doUpdateSet({ rate })).execute();
