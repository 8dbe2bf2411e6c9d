// Positions, open contract orders and waiting plan and take-profit / stop-loss orders survive a
// restart: the second server over the same data lists them identically, knows each order's hold and
// each position's margin (locked = what they require), fills the resting order, fires the triggers,
// and the ledger balances.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createExchange, type Exchange } from '../../exchange.ts';
import { memberOwner, SYSTEM_OWNER, toUnits } from '../../ledger/index.ts';
import { createMember } from '../member/repo.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'exchange-futures-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = () =>
  createExchange(loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'error', SIMULATOR: 'off', SEED_DEMO_USERS: 'false', DEMO_GRANT: '0', DATABASE_URL: '', MQTT_URL: '' }), { logger: false });

let seq = 0;
const quotes: Array<{ kind: 'xh' | 'ubw'; id: string }> = [];
const house = (ex: Exchange, ownerId: string, kind: 'xh' | 'ubw', side: 'buy' | 'sell', ticks: number, lots: number, tif = 'GTC') => {
  const id = `restart-${ownerId}-${seq++}`;
  if (tif === 'GTC') quotes.push({ kind, id });
  return ex.markets.hub.get(kind, 'BTC/USDT')!.place({ id, kind, symbol: 'BTC/USDT', ownerType: 'system', ownerId, side, orderType: 'limit', tif, priceTicks: ticks, quantityLots: lots, fundsNotional: null });
};

/** Spot and contract quoted 10 either side of `ticks` (the earlier quotes withdrawn), and a contract trade printed there (a trigger watches trades). */
const priceAt = async (ex: Exchange, ticks: number) => {
  for (const { kind, id } of quotes.splice(0)) await ex.markets.hub.get(kind, 'BTC/USDT')!.cancel(id);
  await house(ex, SYSTEM_OWNER.marketMaker, 'xh', 'buy', ticks * 10 - 1_000, 1_000);
  await house(ex, SYSTEM_OWNER.marketMaker, 'xh', 'sell', ticks * 10 + 1_000, 1_000);
  await house(ex, SYSTEM_OWNER.marketMaker, 'ubw', 'buy', ticks - 100, 10_000);
  await house(ex, SYSTEM_OWNER.marketMaker, 'ubw', 'sell', ticks, 1);
  await house(ex, SYSTEM_OWNER.simulator, 'ubw', 'buy', ticks, 1, 'IOC');
  await house(ex, SYSTEM_OWNER.marketMaker, 'ubw', 'sell', ticks + 100, 10_000);
  await ex.markets.hub.get('ubw', 'BTC/USDT')!.settled();
};

/** Everything a member sees of their contracts, minus what moves with the mark. */
const seen = async (ex: Exchange, memberId: string) => ({
  positions: await ex.futures.service.positions(memberId, 'ubw'),
  current: await ex.futures.service.orders(memberId, 'ubw', 'dqwt', 'all', {}, { current: 1, size: 50 }),
  plan: await ex.futures.service.orders(memberId, 'ubw', 'jhwt', 'all', {}, { current: 1, size: 50 }),
  tpsl: await ex.futures.service.orders(memberId, 'ubw', 'zyzs', 'all', {}, { current: 1, size: 50 }),
  balance: await ex.ledger.balance(memberOwner(memberId), '4', 'USDT'),
});

describe('restart', () => {
  it('keeps positions, orders, holds and triggers, and trades on them after', async () => {
    let ex = await start();
    let memberId: string;
    let before: Awaited<ReturnType<typeof seen>>;
    try {
      await ex.ledger.deposit({ owner: { ownerType: 'system', ownerId: SYSTEM_OWNER.marketMaker }, walletType: '1', asset: 'USDT', amount: toUnits('1000000'), ref: 'test-funding' });
      await ex.ledger.deposit({ owner: { ownerType: 'system', ownerId: SYSTEM_OWNER.marketMaker }, walletType: '1', asset: 'BTC', amount: toUnits('10'), ref: 'test-funding' });
      memberId = String((await createMember(ex.db, { email: 'futures-restart@test.local', passwordHash: 'unused' })).id);
      await ex.ledger.deposit({ owner: memberOwner(memberId), walletType: '4', asset: 'USDT', amount: toUnits('50000'), ref: 'test-funding' });
      await priceAt(ex, 500_000);
      const service = ex.futures.service;
      // A position with take-profit / stop-loss, a resting close, a resting open, a plan order.
      await service.place(memberId, 'open', 'ptwt', { exchangeCoinStr: 'BTC/USDT', contractType: '1', direction: '1', price: '50000', amount: '1', takeProfitPrice: '56000', stopLossPrice: '44000' });
      await house(ex, SYSTEM_OWNER.simulator, 'ubw', 'sell', 500_000, 1_000, 'IOC');
      await ex.markets.hub.get('ubw', 'BTC/USDT')!.settled();
      await service.place(memberId, 'close', 'ptwt', { exchangeCoinStr: 'BTC/USDT', contractType: '1', direction: '3', price: '50005', amount: '0.4' });
      await service.place(memberId, 'open', 'ptwt', { exchangeCoinStr: 'BTC/USDT', contractType: '1', direction: '1', price: '49900', amount: '0.2' });
      await service.place(memberId, 'open', 'jhwt', { exchangeCoinStr: 'BTC/USDT', contractType: '1', direction: '1', price: '51000', triggerPrice: '51000', amount: '0.3' });
      before = await seen(ex, memberId);
      expect(before.positions).toHaveLength(1);
      expect([before.current.total, before.plan.total, before.tpsl.total]).toEqual([2, 1, 2]);
      // Locked: the position's 5,000, the resting open's 998 + 3.992, the plan's 1,530 + 6.12.
      expect(before.balance.locked).toBe(toUnits('7538.112'));
    } finally {
      await ex.close();
    }

    ex = await start();
    try {
      const after = await seen(ex, memberId);
      expect(after).toEqual(before);
      expect(ex.futures.book.orders.size).toBe(5);
      const resting = before.current.records.find((r) => r.direction === '1')!;
      expect(ex.futures.book.orders.get(resting.id)).toMatchObject({ hold: toUnits('1001.992'), remaining: 200n });
      // The resting close fills after the restart and frees its share of the margin.
      await house(ex, SYSTEM_OWNER.simulator, 'ubw', 'buy', 500_050, 400, 'IOC');
      await ex.markets.hub.get('ubw', 'BTC/USDT')!.settled();
      expect((await ex.futures.service.positions(memberId, 'ubw'))[0]).toMatchObject({ size: '0.600', principal_amount: '3000' });
      // A trade at 51,000 fires the plan order into the book.
      await priceAt(ex, 510_000);
      const current = await ex.futures.service.orders(memberId, 'ubw', 'dqwt', 'all', {}, { current: 1, size: 50 });
      expect(current.records.map((r) => [r.entrust_type, r.trigger_waiting]).sort()).toEqual([['jhwt', '0'], ['ptwt', '0']]);
      // A trade at 56,000 fires the take-profit: the position closes and the stop-loss goes with it.
      await ex.futures.service.cancel(memberId, 'contract_dqwt', current.records.map((r) => r.id));
      await priceAt(ex, 560_000);
      expect(await ex.futures.service.positions(memberId, 'ubw')).toEqual([]);
      expect((await ex.futures.service.orders(memberId, 'ubw', 'zyzs', 'all', {}, { current: 1, size: 50 })).total).toBe(0);
      expect((await ex.ledger.balance(memberOwner(memberId), '4', 'USDT')).locked).toBe(0n);
      expect(await ex.ledger.audit()).toEqual([]);
    } finally {
      await ex.close();
    }
  }, 120_000);
});
