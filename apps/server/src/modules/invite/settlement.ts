// Rebate settlement: for each invitee, the trading fees paid since the last settlement (ledger fee
// entries out of the invitee's accounts, per wallet and coin, as the agent list counts them) earn
// their inviter the inviter's rate of them, rounded down, paid from the fees account that took the
// fees to the inviter's spot account. A cursor row per invitee, wallet and coin remembers how much
// fee has been rebated; it is locked and moved in the same transaction as the payment, so a fee is
// rebated once whoever runs the settlement and however often. The server runs it hourly ("daily"
// in the product's words: nothing is paid twice by running it more often); operators run it now
// with npm run admin -- invite-settle.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { LEDGER_SCALE, LedgerError, WALLET_TYPE, toUnits, type Ledger } from '../../ledger/index.ts';
import { rateOf } from './rates.ts';

const ONE = 10n ** BigInt(LEDGER_SCALE);

export interface SettlementReport {
  paid: number;
  /** Rebates the fees account could not pay now (tried again next run). */
  unpaid: number;
}

/**
 * Σ trading fees an invitee has paid, per wallet type and coin. A fee a fee-deduction coupon paid
 * (modules/welfare/feeCoupons.ts: from the member's credit on the rewards wallet) came out of the
 * exchange's rewards budget, not the invitee's money: it earns no rebate (and the fees account has no
 * rewards-wallet balance to pay one from).
 */
const feesOf = (db: Db, inviteeId?: string) => {
  let q = db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_tx as t', 't.id', 'e.tx_id')
    .innerJoin('member as m', (j) => j.on(sql`m.id::text`, '=', sql.ref('a.owner_id')))
    .where('a.owner_type', '=', 'member')
    .where('m.invited_by', 'is not', null)
    .where('e.kind', '=', 'fee')
    .where('a.wallet_type', '<>', WALLET_TYPE.rewards)
    .where('t.kind', '<>', 'withdrawal')
    .where('e.amount', '<', '0');
  if (inviteeId) q = q.where('a.owner_id', '=', inviteeId);
  return q
    .select(['a.owner_id as invitee', 'm.invited_by as inviter', 'a.wallet_type as wallet', 'e.asset as coin', sql<string>`-sum(e.amount)`.as('fee')])
    .groupBy(['a.owner_id', 'm.invited_by', 'a.wallet_type', 'e.asset'])
    .execute();
};

export const settleRebates = async (db: Db, ledger: Ledger, now = Date.now()): Promise<SettlementReport> => {
  const report: SettlementReport = { paid: 0, unpaid: 0 };
  const cursors = new Map((await db.selectFrom('invite_rebate_cursor').selectAll().execute()).map((c) => [`${c.invitee_id}/${c.wallet_type}/${c.coin}`, BigInt(c.fee_seen)]));
  for (const row of await feesOf(db)) {
    if (BigInt(row.fee) <= (cursors.get(`${row.invitee}/${row.wallet}/${row.coin}`) ?? 0n)) continue;
    try {
      const paid = await db.transaction().execute(async (trx) => {
        await trx.insertInto('invite_rebate_cursor').values({ invitee_id: row.invitee, wallet_type: row.wallet, coin: row.coin, fee_seen: '0' }).onConflict((oc) => oc.doNothing()).execute();
        const cursor = await trx
          .selectFrom('invite_rebate_cursor')
          .select('fee_seen')
          .where('invitee_id', '=', row.invitee)
          .where('wallet_type', '=', row.wallet)
          .where('coin', '=', row.coin)
          .forUpdate()
          .executeTakeFirstOrThrow();
        // Read again under the lock: what another run settled meanwhile is not paid twice.
        const fresh = (await feesOf(trx, row.invitee)).find((f) => f.wallet === row.wallet && f.coin === row.coin);
        const total = BigInt(fresh?.fee ?? '0');
        const fee = total - BigInt(cursor.fee_seen);
        if (fee <= 0n) return false;
        const { rate } = await rateOf(trx, row.inviter!);
        const amount = (fee * toUnits(rate)) / ONE;
        await trx.updateTable('invite_rebate_cursor').set({ fee_seen: String(total) }).where('invitee_id', '=', row.invitee).where('wallet_type', '=', row.wallet).where('coin', '=', row.coin).execute();
        if (amount === 0n) return false;
        await trx.insertInto('invite_rebate').values({ inviter_id: row.inviter!, invitee_id: row.invitee, coin: row.coin, fee: String(fee), rate, amount: String(amount), create_time: String(now) }).execute();
        await ledger.transfer(
          {
            kind: 'invite_rebate',
            ref: `rebate:${row.invitee}:${row.wallet}:${row.coin}:${total}`,
            moves: [{ from: { ownerType: 'system', ownerId: 'fees', walletType: row.wallet, balance: 'available' }, to: { ownerType: 'member', ownerId: row.inviter!, walletType: '1', balance: 'available' }, asset: row.coin, amount }],
          },
          trx,
        );
        return true;
      });
      if (paid) report.paid++;
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      report.unpaid++;
    }
  }
  return report;
};
