// Becoming a merchant: a verified member applies with a name, a contact and the deposit, which
// moves from its spot wallet to its merchant wallet (type 8) and stays locked there; an operator
// approves (the member becomes a merchant: is_merchant 2 and a merchant row, whose id is its second
// live topic) or rejects with a reason (the deposit goes back to the spot wallet).
import { OTC_LIMITS, type MerchantApplyBody, type MerchantStatus } from '@exchange/contract';
import { BusinessError } from '../../http/errors.ts';
import { memberOwner } from '../../ledger/index.ts';
import { makeMerchant } from '../member/merchant.ts';
import { coinText, coinUnits, MEMBER_WALLET, MERCHANT_WALLET, requireTradePassword, requireVerified, type OtcDeps } from './context.ts';
import { merchantFigures } from './figures.ts';

export const DEPOSIT_COIN = 'USDT';

export const applyForMerchant = async ({ db, ledger, now }: OtcDeps, memberId: string, body: MerchantApplyBody): Promise<void> => {
  await requireVerified(db, memberId);
  await requireTradePassword(db, memberId, body.tradePwd);
  const merchant = await db.selectFrom('merchant').select('id').where('member_id', '=', memberId).executeTakeFirst();
  if (merchant) throw new BusinessError('You are already a merchant');
  const deposit = coinUnits(OTC_LIMITS.merchantDeposit);
  await db.transaction().execute(async (trx) => {
    const waiting = await trx.selectFrom('merchant_application').select('id').where('member_id', '=', memberId).where('status', '=', 1).forUpdate().executeTakeFirst();
    if (waiting) throw new BusinessError('Your application is waiting for review');
    const row = await trx
      .insertInto('merchant_application')
      .values({ member_id: memberId, name: body.name, contact: body.contact, coin: DEPOSIT_COIN, deposit: deposit.toString(), create_time: String(now()) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const owner = memberOwner(memberId);
    await ledger.transfer(
      {
        kind: 'merchant_deposit',
        ref: `merchant_application:${row.id}`,
        moves: [{ from: { ...owner, walletType: MEMBER_WALLET, balance: 'available' }, to: { ...owner, walletType: MERCHANT_WALLET, balance: 'locked' }, asset: DEPOSIT_COIN, amount: deposit }],
      },
      trx,
    );
  });
};

/** The operator's decision on a member's waiting application. */
export const reviewApplication = async ({ db, ledger, now }: OtcDeps, memberId: string, decision: { approve: true } | { approve: false; reason: string }) => {
  const application = await db.selectFrom('merchant_application').selectAll().where('member_id', '=', memberId).where('status', '=', 1).executeTakeFirst();
  if (!application) throw new BusinessError(`Member ${memberId} has no application waiting for review`);
  if (decision.approve) {
    const { merchantId } = await makeMerchant(db, memberId, application.name);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('merchant_application').set({ status: 2, review_time: String(now()) }).where('id', '=', application.id).execute();
      await trx.updateTable('merchant').set({ deposit: application.deposit }).where('id', '=', merchantId).execute();
    });
    return { applicationId: application.id, merchantId };
  }
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('merchant_application')
      .set({ status: -1, reason: decision.reason.slice(0, 200), review_time: String(now()) })
      .where('id', '=', application.id)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (changed.numUpdatedRows !== 1n) throw new BusinessError('The application was already reviewed');
    const owner = memberOwner(memberId);
    await ledger.transfer(
      {
        kind: 'merchant_deposit_return',
        ref: `merchant_application:${application.id}`,
        moves: [{ from: { ...owner, walletType: MERCHANT_WALLET, balance: 'locked' }, to: { ...owner, walletType: MEMBER_WALLET, balance: 'available' }, asset: application.coin, amount: BigInt(application.deposit) }],
      },
      trx,
    );
  });
  return { applicationId: application.id, merchantId: '' };
};

export const merchantStatus = async ({ db }: OtcDeps, memberId: string): Promise<MerchantStatus> => {
  const merchant = await db.selectFrom('merchant').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  const application = await db.selectFrom('merchant_application').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').executeTakeFirst();
  const figures = merchant ? await merchantFigures(db, String(merchant.id)) : { completed: 0, rate: '0', open: 0 };
  const state = merchant ? '2' : application?.status === 1 ? '1' : application?.status === -1 ? '-1' : '0';
  return {
    application: state,
    reason: state === '-1' ? (application?.reason ?? '') : '',
    merchant_id: merchant ? String(merchant.id) : '',
    name: merchant?.name ?? application?.name ?? '',
    deposit: coinText(merchant ? merchant.deposit : state === '1' ? (application?.deposit ?? '0') : '0'),
    completed_orders: figures.completed,
    completion_rate: figures.rate,
    open_orders: figures.open,
  };
};
