// Making a member a merchant (operator command, until merchant applications exist): the member's
// is_merchant becomes 2 (spec §3) and a merchant row gives them the merchant id their second live
// topic and merchant routes use (from a range of its own, migration 012, so it never names a
// member's topic). Doing it twice changes nothing.
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { findMemberById, findMerchantOf } from './repo.ts';

export const makeMerchant = async (db: Db, memberId: string, name?: string): Promise<{ merchantId: string; created: boolean }> => {
  const member = await findMemberById(db, memberId);
  if (!member) throw new BusinessError(`Unknown member: ${memberId.slice(0, 20)}`);
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('member').set({ is_merchant: 2 }).where('id', '=', member.id).execute();
    const existing = await findMerchantOf(trx, String(member.id));
    if (existing) return { merchantId: String(existing.id), created: false };
    const row = await trx
      .insertInto('merchant')
      .values({ member_id: String(member.id), name: (name ?? member.email ?? member.phone ?? `Merchant ${member.uid}`).slice(0, 60) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { merchantId: String(row.id), created: true };
  });
};
