// Identity verification (member/verified, member/getMemberOtherData/yhrzxx). A member sends their
// real name, a document and its two images; the request waits for an operator (review.ts).
// real_name_status in member info follows: '0' none, '1' pending, '2' verified, '-1' failed.
// One request is pending at a time (a unique index backs the check), a verified member cannot
// send another, and a document already used by another member's pending or verified request is
// refused: one identity, one account.
import { CONTENT_TABLE, KYC_DOCUMENT_DICT, KYC_STATUS, UPLOADS_PATH, kycSubmitBody, type KycInfo, type KycRecord, type KycStatus } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { memberOf } from '../assets/checks.ts';
import { parseQuery, type ContentStore } from '../content/store.ts';
import { attachUploads } from '../content/upload.ts';
import { ownImage } from './links.ts';

const stamp = (d: Date | string | null) => (d ? new Date(d).toISOString().replace('T', ' ').slice(0, 19) : '');

/** The member sees enough of the number to recognise it; a stolen session does not learn it. */
export const maskDocument = (n: string) => (n.length > 4 ? `${n.slice(0, 2)}${'*'.repeat(n.length - 4)}${n.slice(-2)}` : '*'.repeat(n.length));

const documentTypes = async (store: ContentStore): Promise<string[]> => {
  const page = await store.query(CONTENT_TABLE.dictItems, parseQuery({ dict_code: KYC_DOCUMENT_DICT, pageSize: '-521' }));
  return page.records.map((r) => String(r.item_value ?? ''));
};

export const createKycService = (db: Db, store: ContentStore, dataDir: string) => ({
  async submit(memberId: string, input: unknown): Promise<void> {
    const body = parse(kycSubmitBody, input);
    if (!(await documentTypes(store)).includes(body.documentType)) throw new BusinessError('Please choose a document type');
    const front = await ownImage(db, dataDir, memberId, body.frontImage, 'front');
    const back = await ownImage(db, dataDir, memberId, body.backImage, 'back');
    if (front === back) throw new BusinessError('The front and back images must be two different pictures');
    const member = await memberOf(db, memberId);
    if (member.real_name_status === KYC_STATUS.verified) throw new BusinessError('Your identity is already verified');
    if (member.real_name_status === KYC_STATUS.pending) throw new BusinessError('Your verification is under review; please wait for the result');
    const number = body.documentNumber.toUpperCase();
    const used = await db
      .selectFrom('kyc_request')
      .select('id')
      .where('document_type', '=', body.documentType)
      .where('document_number', '=', number)
      .where('member_id', '<>', memberId)
      .where('status', 'in', [KYC_STATUS.pending, KYC_STATUS.verified])
      .executeTakeFirst();
    if (used) throw new BusinessError('This document is already used by another account');
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('kyc_request')
          .values({
            member_id: memberId,
            real_name: body.realName,
            document_type: body.documentType,
            document_number: number,
            front_image: `${UPLOADS_PATH}/${front}`,
            back_image: `${UPLOADS_PATH}/${back}`,
            status: KYC_STATUS.pending,
            review_time: null,
          })
          .execute();
        await attachUploads(trx, memberId, [front, back], 'kyc');
        await trx.updateTable('member').set({ real_name_status: KYC_STATUS.pending }).where('id', '=', memberId).execute();
      });
    } catch (error) {
      if (/unique|duplicate/i.test(String(error))) throw new BusinessError('Your verification is under review; please wait for the result');
      throw error;
    }
  },

  async info(memberId: string): Promise<KycInfo> {
    const member = await memberOf(db, memberId);
    const row = await db.selectFrom('kyc_request').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(1).executeTakeFirst();
    const record: KycRecord | null = row
      ? {
          id: String(row.id),
          real_name: row.real_name,
          document_type: row.document_type,
          document_number: maskDocument(row.document_number),
          front_image: row.front_image,
          back_image: row.back_image,
          status: row.status as KycStatus,
          reason: row.reason,
          create_time: stamp(row.create_time),
          review_time: stamp(row.review_time),
        }
      : null;
    return { real_name_status: member.real_name_status as KycStatus, record };
  },
});

export type KycService = ReturnType<typeof createKycService>;
