// A member's payment methods (member/payment, member/getPayment): where the payer of an order sends
// fiat. Adding, changing or removing one takes the trade password, since a changed account number
// redirects the next buyer's money. A QR image is one of the member's own uploads; an order
// shows it to the payer (uploadGrants.ts).
import type { z } from 'zod';
import type { PaymentMethod } from '@exchange/contract';
import type { paymentBody } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { ownUpload } from '../content/upload.ts';
import { requireTradePassword, type OtcDeps } from './context.ts';

type PaymentInput = z.infer<typeof paymentBody>;

const MAX_METHODS = 10;

export const toPaymentMethod = (r: { id: string; kind: string; name: string; account: string; bank: string; branch: string; qr_image: string }): PaymentMethod => ({
  id: String(r.id),
  kind: r.kind as PaymentMethod['kind'],
  name: r.name,
  account: r.account,
  bank: r.bank,
  branch: r.branch,
  qr_image: r.qr_image,
});

export const paymentMethods = async (db: Db, memberId: string): Promise<PaymentMethod[]> =>
  (await db.selectFrom('otc_payment').selectAll().where('member_id', '=', memberId).where('deleted', '=', 0).orderBy('id').execute()).map(toPaymentMethod);

export const savePayment = async ({ db, now }: OtcDeps, dataDir: string, memberId: string, body: PaymentInput): Promise<PaymentMethod> => {
  await requireTradePassword(db, memberId, body.tradePwd);
  if (body.kind === '1' && !body.bank) throw new BusinessError('Please enter the bank');
  if (body.qrImage && !(await ownUpload(db, dataDir, memberId, body.qrImage, 'otc'))) throw new BusinessError('Please upload the QR image again');
  const fields = { kind: body.kind, name: body.name, account: body.account, bank: body.bank, branch: body.branch, qr_image: body.qrImage };
  if (body.id) {
    const row = await db.updateTable('otc_payment').set(fields).where('id', '=', body.id).where('member_id', '=', memberId).where('deleted', '=', 0).returningAll().executeTakeFirst();
    if (!row) throw new BusinessError('Payment method not found');
    return toPaymentMethod(row);
  }
  const count = await db.selectFrom('otc_payment').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', memberId).where('deleted', '=', 0).executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_METHODS) throw new BusinessError(`You can keep at most ${MAX_METHODS} payment methods`);
  const row = await db.insertInto('otc_payment').values({ ...fields, member_id: memberId, create_time: String(now()) }).returningAll().executeTakeFirstOrThrow();
  return toPaymentMethod(row);
};

export const deletePayment = async ({ db }: OtcDeps, memberId: string, id: string, tradePwd: string): Promise<void> => {
  await requireTradePassword(db, memberId, tradePwd);
  const done = await db.updateTable('otc_payment').set({ deleted: 1 }).where('id', '=', id).where('member_id', '=', memberId).where('deleted', '=', 0).executeTakeFirst();
  if (done.numUpdatedRows !== 1n) throw new BusinessError('Payment method not found');
};
