// The operator's decision on a member's pending KYC request (admin kyc-approve / kyc-reject):
// the request and the member's real_name_status change together, in one transaction.
import { KYC_LIMITS, KYC_STATUS } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';

export type KycDecision = { approve: true } | { approve: false; reason: string };

export const pendingKycRequests = (db: Db) =>
  db.selectFrom('kyc_request').select(['id', 'member_id', 'real_name', 'document_type', 'front_image', 'back_image', 'create_time']).where('status', '=', KYC_STATUS.pending).orderBy('id').execute();

export const reviewKyc = async (db: Db, memberId: string, decision: KycDecision): Promise<{ requestId: string }> => {
  const reason = decision.approve ? '' : decision.reason.trim();
  if (!decision.approve && !reason) throw new BusinessError('Give the reason the member will see');
  if (reason.length > KYC_LIMITS.reasonMax) throw new BusinessError(`The reason can have at most ${KYC_LIMITS.reasonMax} characters`);
  const status = decision.approve ? KYC_STATUS.verified : KYC_STATUS.failed;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('kyc_request')
      .set({ status, reason, review_time: new Date() })
      .where('member_id', '=', memberId)
      .where('status', '=', KYC_STATUS.pending)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new BusinessError(`Member ${memberId} has no KYC request waiting for review`);
    await trx.updateTable('member').set({ real_name_status: status }).where('id', '=', memberId).execute();
    return { requestId: String(row.id) };
  });
};
