// Liquidation through the real exchange (simulator off, the worker ticked by the test): the house
// quotes the spot and contract books and prints trades at a price, which is then the index and the
// mark. A 10x isolated long is liquidated when the mark passes its liquidation price: its orders are
// cancelled, it is closed through the book no worse than bankruptcy, what the fill got above
// bankruptcy goes to the insurance fund, the member is told and sees it in their history. When the
// book has nothing at bankruptcy or better (a gap), the rest is auto-deleveraged against the most
// profitable opposite member position at the bankruptcy price. No balance goes below zero and the
// ledger balances.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContractDetail, RefreshMessage } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { SYSTEM_OWNER, systemOwner, toUnits } from '../../ledger/index.ts';
import { contractBalance, contractMember, futuresCalls, houseTrader, settledContract, type TestMember } from './testing.ts';

let t: TestExchange;
let api: ReturnType<typeof futuresCalls>;
let house: ReturnType<typeof houseTrader>;
let taker: ReturnType<typeof houseTrader>;

const fund = async () => (await t.ex.ledger.balance(systemOwner(SYSTEM_OWNER.insuranceFund), '4', 'USDT')).available;

/** Spot and contract quoted around `ticks` (0.1 each) with trades printed there: index = mark = that price; the contract's best bid is `bidBelow` ticks under it. */
const priceAt = async (ticks: number, bidBelow = 100) => {
  await house.cancelAll();
  await house.place('xh', 'BTC/USDT', 'buy', ticks * 10 - 1_000, 10_000);
  await house.place('xh', 'BTC/USDT', 'sell', ticks * 10, 1);
  await taker.place('xh', 'BTC/USDT', 'buy', ticks * 10, 1, 'IOC');
  await house.place('xh', 'BTC/USDT', 'sell', ticks * 10 + 1_000, 10_000);
  await house.place('ubw', 'BTC/USDT', 'sell', ticks, 1);
  await taker.place('ubw', 'BTC/USDT', 'buy', ticks, 1, 'IOC');
  await house.place('ubw', 'BTC/USDT', 'buy', ticks - bidBelow, 100_000);
  await house.place('ubw', 'BTC/USDT', 'sell', ticks + 100, 100_000);
  await settledContract(t);
  expect(t.ex.futures.marks.mark('ubw', 'BTC/USDT')).toBe(BigInt(ticks) * 10n ** 17n);
};

const tick = async () => {
  await t.ex.futures.liquidator.tick();
  await settledContract(t);
};

beforeAll(async () => {
  t = await startTestExchange({ DEMO_GRANT: '0' });
  api = futuresCalls(t);
  house = houseTrader(t, SYSTEM_OWNER.marketMaker);
  taker = houseTrader(t, SYSTEM_OWNER.simulator);
  await house.fundSpot({ BTC: '100', USDT: '10000000' });
  await taker.fundSpot({ BTC: '100', USDT: '10000000' });
  await priceAt(500_000);
});
afterAll(() => t.close());

describe('the contract ticker', () => {
  it('carries the mark and the index on {ubw|bbw}_detail_{PAIR}', async () => {
    const seen: ContractDetail[] = [];
    const spy = vi.spyOn(t.ex.live.publisher, 'publish').mockImplementation((topic, payload) => {
      if (topic === 'ubw_detail_BTC/USDT') seen.push(payload as ContractDetail);
    });
    try {
      await tick();
      await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0), { timeout: 5_000 });
      expect(seen.at(-1)).toMatchObject({ symbolName: 'BTC/USDT', markPrice: '50000', indexPrice: '50000', fundingRate: expect.any(String) });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('a 10x isolated long', () => {
  let alice: TestMember;
  it('is liquidated through the book when the mark passes its liquidation price, the rest above bankruptcy to the insurance fund', async () => {
    alice = await contractMember(t, { USDT: '20000' });
    expect((await api.open(alice, 'sjwt', { direction: '1', amount: '1' })).body.code).toBe(200);
    // A resting limit open and a take-profit: both go with the liquidation.
    expect((await api.open(alice, 'ptwt', { direction: '1', price: '40000', amount: '0.1' })).body.code).toBe(200);
    expect((await api.close(alice, 'zyzs', { direction: '3', triggerPrice: '60000', zyzsType: '1' })).body.code).toBe(200);
    await settledContract(t);
    const position = (await api.positions(alice)).body.data[0]!;
    // Entry 50,010 (the house's ask), margin 5,001: liquidation a little above bankruptcy.
    expect(position).toMatchObject({ avg_price: '50010', bankruptcy_price: '45009' });
    const liquidation = Number(position.forcePrice);
    expect(liquidation).toBeGreaterThan(45_009);
    await tick();
    expect((await api.positions(alice)).body.data).toHaveLength(1);

    const published: RefreshMessage[] = [];
    const spy = vi.spyOn(t.ex.live.publisher, 'publish').mockImplementation((topic, payload) => {
      if (topic === `refresh_${alice.id}`) published.push(payload as RefreshMessage);
    });
    const fundBefore = await fund();
    try {
      // The mark falls to 45,050, under the liquidation price; the best bid is 45,040.
      await priceAt(450_500);
      expect(450_500).toBeLessThan(liquidation * 10);
      await tick();
    } finally {
      spy.mockRestore();
    }
    expect((await api.positions(alice)).body.data).toEqual([]);
    expect(published.some((m) => m.type === 'ubw')).toBe(true);
    // Its orders are gone, margin released.
    expect((await api.log(alice, 'ubw', 'dqwt')).body.data.total).toBe(0);
    expect((await api.log(alice, 'ubw', 'zyzs')).body.data.total).toBe(0);
    // Sold at 45,040 against bankruptcy 45,009: 31 less the 18.016 fee went to the fund; Alice keeps what was outside the position.
    expect((await fund()) - fundBefore).toBe(toUnits('12.984'));
    const balance = await contractBalance(t, alice);
    expect(balance.locked).toBe(0n);
    expect(balance.available).toBe(toUnits('20000') - toUnits('20.004') - toUnits('5001'));
    // The history says so.
    const fills = (await api.log(alice, 'ubw', 'cjjl')).body.data.records;
    expect(fills[0]).toMatchObject({ direction: '3', source: 'liquidation', success_price: '45040.0' });
    const orders = (await api.log(alice, 'ubw', 'lswt')).body.data.records;
    expect(orders.some((o) => o.source === 'liquidation')).toBe(true);
  });
});

describe('a gap past bankruptcy', () => {
  it('auto-deleverages the profitable opposite member at the bankruptcy price', async () => {
    await priceAt(500_000);
    const carol = await contractMember(t, { USDT: '20000' });
    const dave = await contractMember(t, { USDT: '20000' });
    // Carol long 1 at 50,000 from Dave's resting short.
    expect((await api.open(dave, 'ptwt', { direction: '2', price: '50000', amount: '1' })).body.code).toBe(200);
    expect((await api.open(carol, 'sjwt', { direction: '1', amount: '1' })).body.code).toBe(200);
    await settledContract(t);
    await tick();
    const position = (await api.positions(carol)).body.data[0]!;
    expect(position).toMatchObject({ avg_price: '50000', bankruptcy_price: '45000' });
    const fundBefore = await fund();
    const totalBefore = (await t.ex.ledger.totals('USDT')).total;
    // The price gaps to 44,000 with the best bid 500 under: nothing in the book at 45,000 or better.
    await priceAt(440_000, 5_000);
    await tick();
    expect((await api.positions(carol)).body.data).toEqual([]);
    expect((await api.positions(dave)).body.data).toEqual([]);
    const daveFill = (await api.log(dave, 'ubw', 'cjjl')).body.data.records[0]!;
    expect(daveFill).toMatchObject({ direction: '4', source: 'adl', success_price: '45000.0', profit: '5000' });
    expect((await api.log(carol, 'ubw', 'cjjl')).body.data.records[0]).toMatchObject({ direction: '3', source: 'liquidation', success_price: '45000.0' });
    for (const m of [carol, dave]) {
      const b = await contractBalance(t, m);
      expect(b.available >= 0n && b.locked === 0n).toBe(true);
    }
    // Carol's unpaid close fee came from the fund, nothing was created or lost.
    expect(await fund()).toBeLessThanOrEqual(fundBefore);
    expect((await t.ex.ledger.totals('USDT')).total).toBe(totalBefore);
    expect(await t.ex.ledger.audit()).toEqual([]);
  });
});

describe('a cross long whose wallet a transfer has thinned', () => {
  it('is liquidated at the liquidation price the transfer moved it to, not the one before', async () => {
    await priceAt(500_000);
    const carol = await contractMember(t, { USDT: '20000' });
    expect((await api.leverage(carol, { pattern: '2', patternType: '1', symbol: 'BTC', type: 'ubw', cou: 10 })).body.code).toBe(200);
    expect((await api.open(carol, 'sjwt', { direction: '1', amount: '1' })).body.code).toBe(200);
    await settledContract(t);
    // With the whole wallet behind it the position is far from liquidation; the worker follows it there.
    const before = Number((await api.positions(carol)).body.data[0]!.forcePrice);
    expect(before).toBeLessThan(40_000);
    await tick();

    // All that may leave the contract account leaves it: the liquidation price comes up close to the entry.
    const { transferable } = await t.ex.assets.accounts.contractTransferable(carol.id, 'USDT');
    await t.ex.assets.accounts.transfer(carol.id, { fromType: '4', toType: '1', coin: 'USDT', amount: transferable });
    const after = Number((await api.positions(carol)).body.data[0]!.forcePrice);
    expect(after).toBeGreaterThan(45_000);

    // The mark falls just under the new liquidation price, far above the old one.
    await priceAt(Math.floor(after * 10) - 20);
    await tick();
    expect((await api.positions(carol)).body.data).toEqual([]);
    expect(await t.ex.ledger.audit()).toEqual([]);
  });
});
