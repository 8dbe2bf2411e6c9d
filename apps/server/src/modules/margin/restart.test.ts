// A restart rebuilds margin state from the database and the journal: open loans keep their debt and
// go on being charged interest by the hour (each hour once, in the ledger's interest receivable too),
// a margin order resting in the book keeps its hold on the margin account, so a fill after the
// restart pays and is paid there (market/settlement.ts partyOf), and a margin stop order waiting for
// its trigger is reloaded with its hold and fires on the margin account.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createExchange, type Exchange } from '../../exchange.ts';
import { memberOwner, toUnits } from '../../ledger/index.ts';
import { createMember } from '../member/repo.ts';
import { ACCRUAL, RECEIVABLE } from './accrual.ts';
import { createInterestJob } from './interest.ts';
import { fundPool } from './pool.ts';
import { MemberQueue } from './serial.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'exchange-margin-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = async () => {
  const ex = await createExchange(loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'error', SIMULATOR: 'off', SEED_DEMO_USERS: 'false', DEMO_GRANT: '0', DATABASE_URL: '', MQTT_URL: '' }), { logger: false });
  await ex.margin.stop();
  return ex;
};

let seq = 0;
const systemOrder = (ex: Exchange, ownerId: string, side: 'buy' | 'sell', ticks: number, lots: number, tif = 'GTC') =>
  ex.markets.hub.get('xh', 'BTC/USDT')!.place({ id: `mr-${ownerId}-${seq++}`, kind: 'xh', symbol: 'BTC/USDT', ownerType: 'system', ownerId, side, orderType: 'limit', tif, priceTicks: ticks, quantityLots: lots, fundsNotional: null });

describe('margin restart', () => {
  it('keeps loans, their interest hours and a resting margin order with its hold', async () => {
    let ex = await start();
    let memberId: string;
    let orderId: string;
    let loanId: string;
    let stopId: string;
    try {
      memberId = String((await createMember(ex.db, { email: 'margin-restart@test.local', passwordHash: 'unused' })).id);
      for (const [owner, asset, amount] of [['mr_seller', 'BTC', '10'], ['mr_buyer', 'USDT', '1000000']] as const)
        await ex.ledger.deposit({ owner: { ownerType: 'system', ownerId: owner }, walletType: '1', asset, amount: toUnits(amount), ref: 'test-funding' });
      await ex.ledger.deposit({ owner: memberOwner(memberId), walletType: '1', asset: 'USDT', amount: toUnits('1000'), ref: 'test-funding' });
      await fundPool(ex.ledger, 'BTC', toUnits('1'), 'test-pool');
      await systemOrder(ex, 'mr_seller', 'sell', 5_000_000, 1_000);
      await systemOrder(ex, 'mr_buyer', 'buy', 5_000_000, 1_000, 'IOC');
      await ex.assets.accounts.transfer(memberId, { fromType: '1', toType: '3', coin: 'USDT', amount: '1000', symbolName: 'BTC_USDT' });
      // Borrow 0.02 BTC and offer it at 60,000: a short on the isolated account.
      loanId = (await ex.margin.service.loans.borrow(memberId, 'fixed', { symbolName: 'BTC/USDT', symbol: 'BTC', amount: '0.02' })).id;
      orderId = (await ex.margin.service.orders.place(memberId, 'fixed', 'xjwt', { exchangeCoinStr: 'BTC/USDT', direction: '2', price: '60000', amount: '0.02' })).id;
      expect(await ex.ledger.balance(memberOwner(memberId), '3:BTC_USDT', 'BTC')).toEqual({ available: 0n, locked: toUnits('0.02') });
      // A stop buy waiting for 55,000 on the same account, holding 55 USDT there.
      stopId = (await ex.margin.service.orders.place(memberId, 'fixed', 'zyzs', { exchangeCoinStr: 'BTC/USDT', direction: '1', triggerPrice: '55000', price: '55000', amount: '0.001' })).id;
      expect(await ex.ledger.balance(memberOwner(memberId), '3:BTC_USDT', 'USDT')).toEqual({ available: toUnits('945'), locked: toUnits('55') });
    } finally {
      await ex.close();
    }

    ex = await start();
    try {
      const loan = await ex.db.selectFrom('margin_loan').selectAll().where('id', '=', loanId).executeTakeFirstOrThrow();
      expect({ principal: loan.principal, interest: loan.interest, status: loan.status }).toEqual({ principal: String(toUnits('0.02')), interest: String(toUnits('0.00000009')), status: 0 });
      // Hours keep being charged from the borrow, not from the restart.
      // The first hour's interest is in the ledger's receivable from before the restart.
      expect(await ex.ledger.balance(RECEIVABLE, '3', 'BTC')).toEqual({ available: 9n, locked: 0n });
      const job = createInterestJob({ db: ex.db, ledger: ex.ledger, queue: new MemberQueue(), now: () => Number(loan.create_time) + 5 * 3_600_000 + 1 });
      expect(await job.accrue()).toBe(1);
      // A second run in the same hour (another timer tick, a second process) charges nothing more.
      expect(await job.accrue()).toBe(0);
      const charged = await ex.db.selectFrom('margin_loan').select(['hours_charged', 'interest']).where('id', '=', loanId).executeTakeFirstOrThrow();
      // The first hour rounded up on its own (9 units), the five since in one charge: 2,000,000 × 0.0001 × 5 / 24 = 41.7 → 42.
      expect(charged).toEqual({ hours_charged: 6, interest: '51' });
      expect(await ex.ledger.balance(RECEIVABLE, '3', 'BTC')).toEqual({ available: 51n, locked: 0n });
      expect(await ex.ledger.balance(ACCRUAL, '3', 'BTC')).toEqual({ available: -51n, locked: 0n });
      const postings = await ex.db.selectFrom('ledger_tx').select(['ref']).where('ref', 'like', `margin-interest:${loanId}:%`).execute();
      expect(postings.map((p) => p.ref)).toEqual([`margin-interest:${loanId}:6`]);
      // The hold came back on the margin account: a buyer takes the offer, paid from it.
      await systemOrder(ex, 'mr_buyer', 'buy', 6_000_000, 2_000, 'IOC');
      await ex.markets.hub.get('xh', 'BTC/USDT')!.settled();
      expect(await ex.ledger.balance(memberOwner(memberId), '3:BTC_USDT', 'BTC')).toEqual({ available: 0n, locked: 0n });
      // 0.02 × 60,000 = 1,200 less the 0.1 % fee, on top of the 1,000 moved in; 55 still held by the stop.
      expect(await ex.ledger.balance(memberOwner(memberId), '3:BTC_USDT', 'USDT')).toEqual({ available: toUnits('2143.8'), locked: toUnits('55') });
      // That trade at 60,000 passed the stop's trigger, reloaded from its row: it entered the book as the margin account's limit buy.
      expect(ex.markets.hub.get('xh', 'BTC/USDT')!.book.order(stopId)).toMatchObject({ side: 'buy', price: 5_500_000, remaining: 100 });
      expect(await ex.db.selectFrom('market_order').select(['owner_type', 'owner_id', 'waiting', 'status']).where('id', '=', stopId).executeTakeFirstOrThrow()).toEqual({
        owner_type: 'margin',
        owner_id: `${memberId}@3:BTC_USDT`,
        waiting: 0,
        status: 0,
      });
      const order = await ex.db.selectFrom('market_order').select(['status', 'owner_type']).where('id', '=', orderId).executeTakeFirstOrThrow();
      expect(order).toEqual({ status: 1, owner_type: 'margin' });
      expect(await ex.ledger.audit()).toEqual([]);
    } finally {
      await ex.close();
    }
  }, 180_000);
});
