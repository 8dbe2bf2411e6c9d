// A waiting stop order and an armed exit survive a restart: the second server over the same data
// knows both triggers and the stop's hold, fires them when trades cross, and the ledger balances.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createExchange, type Exchange } from '../../exchange.ts';
import { memberOwner, toUnits } from '../../ledger/index.ts';
import { createMember } from '../member/repo.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'exchange-spot-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// PGlite on a directory of its own: what a restart of the embedded default reopens.
const start = () =>
  createExchange(loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'error', SIMULATOR: 'off', SEED_DEMO_USERS: 'false', DEMO_GRANT: '0', DATABASE_URL: '', MQTT_URL: '' }), { logger: false });

const system = { ownerType: 'system' as const, ownerId: 'restart_trader' };
let seq = 0;
/** A trade of 0.01 BTC at `ticks`: the system trader quotes and takes its own price from two owners. */
const tradeAt = async (ex: Exchange, ticks: number) => {
  const market = ex.markets.hub.get('xh', 'BTC/USDT')!;
  const order = (ownerId: string, side: 'buy' | 'sell', tif: string) =>
    market.place({ id: `restart-${ownerId}-${seq++}`, kind: 'xh', symbol: 'BTC/USDT', ownerType: 'system', ownerId, side, orderType: 'limit', tif, priceTicks: ticks, quantityLots: 1_000, fundsNotional: null });
  await order(system.ownerId, 'sell', 'GTC');
  await order(`${system.ownerId}_b`, 'buy', 'IOC');
  await market.settled();
};

describe('restart', () => {
  it('keeps waiting stops and armed exits with their holds, and fires them after', async () => {
    let ex = await start();
    let memberId: string;
    let stopId: string;
    let exitId: string;
    try {
      memberId = String((await createMember(ex.db, { email: 'restart@test.local', passwordHash: 'unused' })).id);
      for (const owner of [system, { ...system, ownerId: `${system.ownerId}_b` }])
        for (const [asset, amount] of [['BTC', '10'], ['USDT', '1000000']] as const) await ex.ledger.deposit({ owner, walletType: '1', asset, amount: toUnits(amount), ref: 'test-funding' });
      await ex.ledger.deposit({ owner: memberOwner(memberId), walletType: '1', asset: 'USDT', amount: toUnits('20000'), ref: 'test-funding' });
      await tradeAt(ex, 6_500_000);
      stopId = (await ex.spot.place(memberId, 'zyzs', { exchangeCoinStr: 'BTC/USDT', direction: '1', triggerPrice: '66000', price: '66100', amount: '0.1' })).id;
      // A filled dtzyzs buy arms an exit.
      const market = ex.markets.hub.get('xh', 'BTC/USDT')!;
      await market.place({ id: 'restart-ask', kind: 'xh', symbol: 'BTC/USDT', ownerType: 'system', ownerId: system.ownerId, side: 'sell', orderType: 'limit', tif: 'GTC', priceTicks: 6_400_000, quantityLots: 1_000, fundsNotional: null });
      await ex.spot.place(memberId, 'dtzyzs', { exchangeCoinStr: 'BTC/USDT', direction: '1', price: '64000', amount: '0.01', takeProfitPrice: '70000' });
      await market.settled();
      const open = await ex.spot.orders(memberId, true, 'all', {}, { current: 1, size: 10 });
      expect(open.records.map((r) => r.trigger_waiting)).toEqual(['1', '1']);
      exitId = open.records.find((r) => r.parent_id)!.id;
    } finally {
      await ex.close();
    }

    ex = await start();
    try {
      expect(await ex.ledger.balance(memberOwner(memberId), '1', 'USDT')).toEqual({ available: toUnits('20000') - toUnits('6610') - toUnits('640'), locked: toUnits('6610') });
      const market = ex.markets.hub.get('xh', 'BTC/USDT')!;
      expect(market.book.order(stopId)).toBeUndefined();

      await tradeAt(ex, 6_600_000);
      expect(market.book.order(stopId)).toMatchObject({ side: 'buy', price: 6_610_000, remaining: 10_000 });
      // Adopted after the restart, not held twice.
      expect((await ex.ledger.balance(memberOwner(memberId), '1', 'USDT')).locked).toBe(toUnits('6610'));

      // The exit sells 0.00999 BTC (0.01 less the fee) into a bid once a trade reaches 70000.
      await market.place({ id: 'restart-bid', kind: 'xh', symbol: 'BTC/USDT', ownerType: 'system', ownerId: `${system.ownerId}_b`, side: 'buy', orderType: 'limit', tif: 'GTC', priceTicks: 6_900_000, quantityLots: 1_000, fundsNotional: null });
      await tradeAt(ex, 7_000_000);
      const exit = (await ex.spot.orders(memberId, false, 'all', {}, { current: 1, size: 10 })).records.find((r) => r.id === exitId);
      expect(exit).toMatchObject({ entrust_status: '1', success_balance: '0.00999', trigger_price: '70000.00' });

      expect((await ex.spot.cancel(memberId, [stopId])).cancelled).toEqual([stopId]);
      expect((await ex.ledger.balance(memberOwner(memberId), '1', 'USDT')).locked).toBe(0n);
      expect(await ex.ledger.audit()).toEqual([]);
    } finally {
      await ex.close();
    }
    // Two start-ups of the whole exchange on a shared two-core machine.
  }, 120_000);
});
