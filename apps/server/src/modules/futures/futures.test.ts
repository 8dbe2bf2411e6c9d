// Contract trading end to end against a real exchange (simulator off): members open, add to and
// close positions against the house through the engine, ledger and journal; PnL and fees land
// where they should in USDT and in BTC; margin moves the liquidation price; members are told on
// refresh_{id}. (Refusals and other members' data: futures.refusals.test.ts.)
//
// Prices are pinned: the spot BTC/USDT book's mid (the index), the contracts' mids and their last
// trades all sit at one price, so the mark is that price (the median of its three parts, two of
// which are it) and every risk figure can be worked out by hand.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RefreshMessage } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { SYSTEM_OWNER, systemOwner, toUnits } from '../../ledger/index.ts';
import { contractBalance, contractMember, futuresCalls, houseTrader, settledContract, type TestMember } from './testing.ts';

let t: TestExchange;
let api: ReturnType<typeof futuresCalls>;
let house: ReturnType<typeof houseTrader>;
let taker: ReturnType<typeof houseTrader>;

const fees = async (coin = 'USDT') => (await t.ex.ledger.balance(systemOwner(SYSTEM_OWNER.fees), '4', coin)).available;
const clearing = async (coin = 'USDT') => (await t.ex.ledger.balance(systemOwner(SYSTEM_OWNER.futuresClearing), '4', coin)).available;

/** The house quotes every book 10 either side of `ticks` (0.1 each) and prints a trade there: the mark is then `ticks`. */
const priceAt = async (ticks: number) => {
  await house.cancelAll();
  await house.place('xh', 'BTC/USDT', 'buy', ticks * 10 - 1_000, 10_000);
  await house.place('xh', 'BTC/USDT', 'sell', ticks * 10 + 1_000, 10_000);
  for (const [kind, symbol] of [['ubw', 'BTC/USDT'], ['bbw', 'BTC/USD']] as const) {
    await house.place(kind, symbol, 'buy', ticks - 100, 10_000);
    await house.place(kind, symbol, 'sell', ticks, 1);
    await taker.place(kind, symbol, 'buy', ticks, 1, 'IOC');
    await house.place(kind, symbol, 'sell', ticks + 100, 10_000);
    await settledContract(t, kind, symbol);
  }
};

/** The taker fills a member's resting order at its price: `side` is the taker's. */
const fillAt = async (kind: 'ubw' | 'bbw', side: 'buy' | 'sell', ticks: number, lots: number) => {
  const symbol = kind === 'ubw' ? 'BTC/USDT' : 'BTC/USD';
  await taker.place(kind, symbol, side, ticks, lots, 'IOC');
  await settledContract(t, kind, symbol);
};

const onlyPosition = async (m: TestMember, kind: 'ubw' | 'bbw' = 'ubw') => {
  const rows = (await api.positions(m, kind)).body.data;
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

beforeAll(async () => {
  t = await startTestExchange({ DEMO_GRANT: '0' });
  api = futuresCalls(t);
  house = houseTrader(t, SYSTEM_OWNER.marketMaker);
  taker = houseTrader(t, SYSTEM_OWNER.simulator);
  await house.fundSpot({ BTC: '100', USDT: '10000000' });
  await priceAt(500_000);
});
afterAll(() => t.close());

describe('an isolated long on BTC/USDT (10x)', () => {
  let alice: TestMember;
  it('holds margin and fee for a limit open, and moves them into the position when it fills', async () => {
    alice = await contractMember(t, { USDT: '20000' });
    const feesBefore = await fees();
    const placed = await api.open(alice, 'ptwt', { direction: '1', price: '50000', amount: '1' });
    expect(placed.body).toMatchObject({ code: 200, data: { entrust_status: '0', entrust_type: 'ptwt', direction: '1', pattern: '1', leverage: '10', frozen_balance: '5020', entrust_symbol: 'BTC' } });
    expect(await contractBalance(t, alice)).toEqual({ available: toUnits('14980'), locked: toUnits('5020') });
    await fillAt('ubw', 'sell', 500_000, 1_000);
    // 5,000 of margin stays locked; the 20 of fee (0.04 % of 50,000) went to the fees account.
    expect(await contractBalance(t, alice)).toEqual({ available: toUnits('14980'), locked: toUnits('5000') });
    expect((await fees()) - feesBefore).toBe(toUnits('20'));
    expect(await onlyPosition(alice)).toMatchObject({
      symbol_name: 'BTC/USDT',
      contract_type: '1',
      direction: '1',
      size: '1.000',
      balance: '1.000',
      frozen_balance: '0.000',
      balance_symbol: 'BTC',
      avg_price: '50000',
      principal_amount: '5000',
      principal_symbol: 'USDT',
      mark_price: '50000',
      notional: '50000',
      unrealised_pnl: '0',
      roe: '0',
      // products.md §1.5: (5,000 − 50,000) / (0.004 − 1), rounded up; bankruptcy 50,000 − 5,000.
      forcePrice: '45180.72289157',
      bankruptcy_price: '45000',
      maintenance_margin: '200',
      margin_ratio: '0.04',
      removable_margin: '0',
      pattern: '1',
      leverage: '10',
    });
  });

  it('shows its PnL at the mark and what margin it could give back', async () => {
    await priceAt(510_000);
    const row = await onlyPosition(alice);
    // 1,000 of profit on 5,000 at entry is 20 %; removable: min(5,000 − 204, 5,000 + 1,000 − 5,100).
    expect(row).toMatchObject({ mark_price: '51000', unrealised_pnl: '1000', roe: '0.2', removable_margin: '900', forcePrice: '45180.72289157' });
    expect((await api.reducible(alice, row.id)).body.data).toBe('900');
  });

  it('closes half at market: PnL from the clearing account, the fee to the fees account, half the margin back', async () => {
    const [feesBefore, clearingBefore] = [await fees(), await clearing()];
    const closed = await api.close(alice, 'sjwt', { direction: '3', amount: '0.5' });
    expect(closed.body).toMatchObject({ code: 200, data: { entrust_type: 'sjwt', entrust_price: '', entrust_status: '1', success_balance: '0.500', success_price: '50990.0', profit: '495', fee_balance: '10.198', open_price: '50000' } });
    // Sold 0.5 into the best bid, 50,990: 495 of profit, 10.198 of fee, 2,500 of margin freed.
    expect(await contractBalance(t, alice)).toEqual({ available: toUnits('17964.802'), locked: toUnits('2500') });
    expect((await fees()) - feesBefore).toBe(toUnits('10.198'));
    expect((await clearing()) - clearingBefore).toBe(-toUnits('495'));
    expect(await onlyPosition(alice)).toMatchObject({ size: '0.500', principal_amount: '2500', realised_pnl: '495' });
  });

  it('closes the rest at a limit that rests and then fills', async () => {
    const placed = await api.close(alice, 'ptwt', { direction: '3', price: '51005', amount: '0.5' });
    expect(placed.body.data).toMatchObject({ entrust_status: '0', frozen_balance: '0' });
    expect(await onlyPosition(alice)).toMatchObject({ balance: '0.000', frozen_balance: '0.500' });
    await fillAt('ubw', 'buy', 510_050, 500);
    expect((await api.positions(alice)).body.data).toEqual([]);
    // 502.5 of profit, 10.201 of fee, the last 2,500 of margin back.
    expect(await contractBalance(t, alice)).toEqual({ available: toUnits('20957.101'), locked: 0n });
    const history = (await api.log(alice, 'ubw', 'lswt')).body.data;
    expect(history.records.map((r) => [r.direction, r.entrust_type, r.entrust_status, r.profit])).toEqual([
      ['3', 'ptwt', '1', '502.5'],
      ['3', 'sjwt', '1', '495'],
      ['1', 'ptwt', '1', '0'],
    ]);
    const fills = (await api.log(alice, 'ubw', 'cjjl', 'BTC/USDT')).body.data;
    expect(fills.records.map((f) => [f.direction, f.success_price, f.success_balance, f.profit, f.fee_balance, f.role])).toEqual([
      ['3', '51005.0', '0.500', '502.5', '10.201', 'maker'],
      ['3', '50990.0', '0.500', '495', '10.198', 'taker'],
      ['1', '50000.0', '1.000', '0', '20', 'maker'],
    ]);
  });
});

describe('a cross short on BTC/USDT opened and closed at market (20x)', () => {
  it('realises the fall as profit', async () => {
    await priceAt(500_000);
    const bob = await contractMember(t, { USDT: '20000' });
    expect((await api.leverage(bob, { pattern: '2', patternType: '1', symbol: 'BTC', type: 'ubw', cou: 20 })).body).toMatchObject({ code: 200, data: { leverage: '20', pattern: '2' } });
    const opened = await api.open(bob, 'sjwt', { direction: '2', amount: '1', pattern: '2' });
    expect(opened.body.data).toMatchObject({ entrust_status: '1', success_price: '49990.0', pattern: '2', leverage: '20' });
    // The margin is 49,990 / 20 at the fill; the fee 19.996.
    expect(await contractBalance(t, bob)).toEqual({ available: toUnits('17480.504'), locked: toUnits('2499.5') });
    await priceAt(480_000);
    expect(await onlyPosition(bob)).toMatchObject({ direction: '2', pattern: '2', unrealised_pnl: '1990', removable_margin: '' });
    expect((await api.close(bob, 'sjwt', { direction: '4', amount: '1' })).body.data).toMatchObject({ success_price: '48010.0', profit: '1980', fee_balance: '19.204' });
    expect(await contractBalance(t, bob)).toEqual({ available: toUnits('21940.8'), locked: 0n });
  });
});

describe('a coin-margined long on BTC/USD', () => {
  it('counts whole contracts and realises its PnL in BTC', async () => {
    await priceAt(500_000);
    const carol = await contractMember(t, { BTC: '1' });
    const [feesBefore, clearingBefore] = [await fees('BTC'), await clearing('BTC')];
    const placed = await api.open(carol, 'ptwt', { exchangeCoinStr: 'BTC/USD', contractType: '2', direction: '1', price: '50000', amount: '100' });
    // 100 contracts of 100 USD at 50,000 are 0.2 BTC: 0.02 of margin at 10x and 0.00008 of fee.
    expect(placed.body.data).toMatchObject({ frozen_balance: '0.02008', frozen_symbol: 'BTC', entrust_symbol: 'CONT', contract_type: '2' });
    await fillAt('bbw', 'sell', 500_000, 100);
    expect(await contractBalance(t, carol, 'BTC')).toEqual({ available: toUnits('0.97992'), locked: toUnits('0.02') });
    // products.md §1.5 inverse: (10,000 × 0.004 + 10,000) / (0.02 + 0.2), and bankruptcy 10,000 / 0.22, both rounded up.
    expect(await onlyPosition(carol, 'bbw')).toMatchObject({ size: '100', balance_symbol: 'CONT', principal_amount: '0.02', principal_symbol: 'BTC', forcePrice: '45636.36363637', bankruptcy_price: '45454.54545455' });
    await priceAt(520_000);
    await api.close(carol, 'ptwt', { exchangeCoinStr: 'BTC/USD', contractType: '2', direction: '3', price: '52000', amount: '100' });
    await fillAt('bbw', 'buy', 520_000, 100);
    // 10,000 × (1/50,000 − 1/52,000) = 0.0076923076… rounded down; the fee 10,000 / 52,000 × 0.04 % rounded up.
    expect(await contractBalance(t, carol, 'BTC')).toEqual({ available: toUnits('1.00753537'), locked: 0n });
    expect((await fees('BTC')) - feesBefore).toBe(toUnits('0.00015693'));
    expect((await clearing('BTC')) - clearingBefore).toBe(-toUnits('0.0076923'));
  });
});

describe('adding to a position', () => {
  it('averages the entry (products.md §1.2: 1 at 50,000 and 0.5 at 53,000 make 51,000)', async () => {
    await priceAt(500_000);
    const dave = await contractMember(t, { USDT: '100000' });
    await api.open(dave, 'ptwt', { direction: '1', price: '50000', amount: '1' });
    await fillAt('ubw', 'sell', 500_000, 1_000);
    await priceAt(530_000);
    await api.open(dave, 'ptwt', { direction: '1', price: '53000', amount: '0.5' });
    await fillAt('ubw', 'sell', 530_000, 500);
    expect(await onlyPosition(dave)).toMatchObject({ size: '1.500', avg_price: '51000', principal_amount: '7650' });
    await api.closeAll(dave, { oneKeySymbolNameList: [], contractType: '1' });
  });
});

describe('isolated margin', () => {
  let erin: TestMember;
  let id: string;
  it('added moves the liquidation price away, taken out moves it back, never past what is removable', async () => {
    await priceAt(500_000);
    erin = await contractMember(t, { USDT: '20000' });
    await api.open(erin, 'ptwt', { direction: '1', price: '50000', amount: '1' });
    await fillAt('ubw', 'sell', 500_000, 1_000);
    id = (await onlyPosition(erin)).id;
    const added = await api.bond(erin, { logContractId: id, type: 'add', amount: '1000' });
    // (6,000 − 50,000) / (0.004 − 1), rounded up.
    expect(added.body.data).toMatchObject({ principal_amount: '6000', forcePrice: '44176.70682731', removable_margin: '1000' });
    expect(await contractBalance(t, erin)).toEqual({ available: toUnits('13980'), locked: toUnits('6000') });
    expect((await api.reducible(erin, id)).body.data).toBe('1000');
    const tooMuch = await api.bond(erin, { logContractId: id, type: 'sub', amount: '1000.00000001' });
    expect(tooMuch.body).toMatchObject({ code: 400, msg: 'You can take out at most 1000 USDT' });
    const taken = await api.bond(erin, { logContractId: id, type: 'sub', amount: '1000' });
    expect(taken.body.data).toMatchObject({ principal_amount: '5000', forcePrice: '45180.72289157' });
    expect(await contractBalance(t, erin)).toEqual({ available: toUnits('14980'), locked: toUnits('5000') });
  });

  it('refuses a lower leverage the margin cannot carry, takes a higher one, and keeps the margin mode while a position is open', async () => {
    const lower = await api.leverage(erin, { pattern: '1', patternType: '1', symbol: 'BTC', type: 'ubw', cou: '5' });
    expect(lower.body).toMatchObject({ code: 400, msg: "The position's margin is not enough for 5x: add margin first" });
    expect((await onlyPosition(erin)).leverage).toBe('10');
    expect((await api.leverage(erin, { pattern: '1', patternType: '1', symbol: 'BTC', type: 'ubw', cou: '20' })).body.data).toMatchObject({ leverage: '20', pattern: '1' });
    expect((await onlyPosition(erin)).leverage).toBe('20');
    expect((await api.leverage(erin, { pattern: '2', patternType: '1', symbol: 'BTC', type: 'ubw', cou: '20' })).body).toMatchObject({
      code: 400,
      msg: 'Close the BTC/USDT position and cancel its orders before changing the margin mode',
    });
  });
});

describe('take-profit and stop-loss', () => {
  it("set at open arm on the position at its first fill; the take-profit fires at market and the stop-loss goes with the position", async () => {
    await priceAt(500_000);
    const frank = await contractMember(t, { USDT: '20000' });
    await api.open(frank, 'ptwt', { direction: '1', price: '50000', amount: '1', takeProfitPrice: '55000', stopLossPrice: '45000' });
    await fillAt('ubw', 'sell', 500_000, 1_000);
    const waiting = (await api.log(frank, 'ubw', 'zyzs')).body.data.records;
    expect(waiting.map((r) => [r.zyzs_type, r.trigger_price, r.direction, r.entrust_balance, r.trigger_waiting]).sort()).toEqual([
      ['1', '55000.0', '3', '', '1'],
      ['2', '45000.0', '3', '', '1'],
    ]);
    expect(await onlyPosition(frank)).toMatchObject({ take_profit_price: '55000.0', stop_loss_price: '45000.0' });
    await priceAt(550_000);
    await settledContract(t);
    expect((await api.positions(frank)).body.data).toEqual([]);
    const history = (await api.log(frank, 'ubw', 'lswt')).body.data.records;
    const tp = history.find((r) => r.zyzs_type === '1')!;
    const sl = history.find((r) => r.zyzs_type === '2')!;
    // Sold into the best bid once a trade reached 55,000.
    expect(tp).toMatchObject({ entrust_status: '1', success_price: '54990.0', success_balance: '1.000', profit: '4990' });
    expect(sl).toMatchObject({ entrust_status: '-1' });
    expect((await api.log(frank, 'ubw', 'zyzs')).body.data.records).toEqual([]);
  });

  it('on a short position are judged the right way round', async () => {
    await priceAt(500_000);
    const henry = await contractMember(t, { USDT: '20000' });
    await api.open(henry, 'ptwt', { direction: '2', price: '50000', amount: '1' });
    await fillAt('ubw', 'buy', 500_000, 1_000);
    const id = (await onlyPosition(henry)).id;
    const zyzs = (zyzsType: string, triggerPrice: string) => api.close(henry, 'zyzs', { direction: '4', closeLogContractOrderCode: id, zyzsType: zyzsType as '1' | '2', triggerPrice });
    expect((await zyzs('1', '51000')).body.msg).toBe('For a short, the take-profit price must be below the reference price');
    expect((await zyzs('2', '49000')).body.msg).toBe('For a short, the stop-loss price must be above the reference price');
    expect((await zyzs('1', '49000')).body.data).toMatchObject({ entrust_type: 'zyzs', zyzs_type: '1', trigger_waiting: '1', position_id: id });
    expect((await zyzs('2', '51000')).body.data).toMatchObject({ zyzs_type: '2' });
    expect(await onlyPosition(henry)).toMatchObject({ take_profit_price: '49000.0', stop_loss_price: '51000.0' });
    await api.closeAll(henry, { oneKeySymbolNameList: ['BTC/USDT'], contractType: '1' });
    expect((await api.log(henry, 'ubw', 'zyzs')).body.data.records).toEqual([]);
  });
});

describe('a plan order', () => {
  it('holds its margin while it waits, enters the book when a trade reaches its trigger, and cancels with its hold released', async () => {
    await priceAt(500_000);
    const grace = await contractMember(t, { USDT: '20000' });
    const placed = await api.open(grace, 'jhwt', { direction: '1', triggerPrice: '51000', price: '51000', amount: '1' });
    expect(placed.body.data).toMatchObject({ entrust_type: 'jhwt', trigger_waiting: '1', frozen_balance: '5120.4' });
    expect(await contractBalance(t, grace)).toEqual({ available: toUnits('14879.6'), locked: toUnits('5120.4') });
    await priceAt(510_000);
    expect((await api.log(grace, 'ubw', 'jhwt')).body.data.records).toEqual([]);
    const [live] = (await api.log(grace, 'ubw', 'dqwt')).body.data.records;
    expect(live).toMatchObject({ id: placed.body.data.id, entrust_type: 'jhwt', trigger_waiting: '0', entrust_status: '0' });
    expect((await api.cancel(grace, 'contract_dqwt', [live!.id])).body.data).toEqual({ cancelled: [live!.id] });
    expect(await contractBalance(t, grace)).toEqual({ available: toUnits('20000'), locked: 0n });
  });
});

describe('close all', () => {
  it('closes every position of the kind at market', async () => {
    await priceAt(500_000);
    const ivan = await contractMember(t, { USDT: '20000', BTC: '1' });
    await api.open(ivan, 'sjwt', { direction: '1', amount: '0.1' });
    await api.open(ivan, 'sjwt', { exchangeCoinStr: 'BTC/USD', contractType: '2', direction: '2', amount: '10' });
    const closed = await api.closeAll(ivan, { oneKeySymbolNameList: [], contractType: '1' });
    expect(closed.body.data.failed).toEqual([]);
    expect(closed.body.data.orders.map((o) => [o.symbol_name, o.direction, o.entrust_status])).toEqual([['BTC/USDT', '3', '1']]);
    expect((await api.positions(ivan, 'ubw')).body.data).toEqual([]);
    expect((await api.positions(ivan, 'bbw')).body.data).toHaveLength(1);
    await api.closeAll(ivan, { oneKeySymbolNameList: ['BTC/USD'], contractType: '2' });
    expect((await api.positions(ivan, 'bbw')).body.data).toEqual([]);
    expect((await contractBalance(t, ivan)).locked).toBe(0n);
    expect((await contractBalance(t, ivan, 'BTC')).locked).toBe(0n);
  });
});

describe('the wallet of a contract and what may leave it', () => {
  it('answers balances, setting and risk figures; the transfer out is capped by what positions need', async () => {
    await priceAt(500_000);
    const kate = await contractMember(t, { USDT: '10000' });
    expect((await api.leverage(kate, { pattern: '2', patternType: '1', symbol: 'BTC', type: 'ubw', cou: '10' })).body.code).toBe(200);
    await api.open(kate, 'ptwt', { direction: '1', price: '50000', amount: '1', pattern: '2' });
    await fillAt('ubw', 'sell', 500_000, 1_000);
    await priceAt(480_000);
    // Cross: wallet 9,980 (10,000 less the fee), 2,000 of loss, initial margin 4,800 at the mark.
    const wallet = (await api.wallet(kate)).body.data;
    expect(wallet).toMatchObject({ hyBaseBalance: '4980', hyBaseFrozenBalance: '5000', leverage: '10', pattern: '2', patternType: '1', settle_coin: 'USDT', wallet_balance: '9980', equity: '7980', unrealised_pnl: '-2000', available: '3180', transferable: '3180' });
    expect((await api.transferable(kate)).body.data).toEqual({ coin: 'USDT', transferable: '3180' });
    const out = await t.call('GET', t.coin('wallet/trans'), { token: kate.token, query: { fromType: '4', toType: '1', coin: 'USDT', amount: '3180.00000001' } });
    expect(out.body).toMatchObject({ code: 400, msg: 'At most 3180 USDT can leave the contract account now: the rest backs positions and orders' });
    expect((await t.call('GET', t.coin('wallet/trans'), { token: kate.token, query: { fromType: '4', toType: '1', coin: 'USDT', amount: '3180' } })).body).toMatchObject({ code: 200 });
  });
});

describe('notices', () => {
  it('tell the member of each change of a contract order on refresh_{id}, typed ubw', async () => {
    await priceAt(500_000);
    const leo = await contractMember(t, { USDT: '20000' });
    const published: Array<[string, RefreshMessage]> = [];
    const spy = vi.spyOn(t.ex.live.publisher, 'publish').mockImplementation((topic, payload) => {
      if (topic === `refresh_${leo.id}`) published.push([topic, payload as RefreshMessage]);
    });
    try {
      const id = (await api.open(leo, 'ptwt', { direction: '1', price: '50000', amount: '1' })).body.data.id;
      await fillAt('ubw', 'sell', 500_000, 1_000);
      expect(published.map(([, m]) => [m.type, m.orderCode, m.isNew, m.content, m.serviceType])).toEqual([
        ['ubw', id, '1', '0', 'contract'],
        ['ubw', id, '0', '1', 'contract'],
      ]);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('what the liquidation worker and the funding job use', () => {
  it('lists a contract\'s open positions with their risk, closes one as a liquidation, and books funding zero-sum', async () => {
    await priceAt(500_000);
    const mia = await contractMember(t, { USDT: '20000' });
    const ned = await contractMember(t, { USDT: '20000' });
    await api.open(mia, 'ptwt', { direction: '1', price: '50000', amount: '1' });
    await api.open(ned, 'ptwt', { direction: '2', price: '50000', amount: '1' });
    const operations = t.ex.futures.operations;
    const open = (await operations.openPositions('ubw', 'BTC/USDT')).filter((p) => p.memberId === mia.id || p.memberId === ned.id);
    expect(open.map((p) => [p.memberId, String(p.state.size), p.risk.liquidatable]).sort()).toEqual([
      [mia.id, '1000', false],
      [ned.id, '-1000', false],
    ].sort());
    // Funding at +0.01 % on 50,000: the long pays 5, the short receives 5 (into its isolated margin).
    const paid = await operations.settleFunding('ubw', 'BTC/USDT', 100_000_000_000_000n, 50_000n * 10n ** 18n);
    const byMember = new Map([...paid].filter(([s]) => s.owner.ownerType === 'member').map(([s, v]) => [s.owner.ownerId, v]));
    expect([byMember.get(mia.id), byMember.get(ned.id)]).toEqual([-toUnits('5'), toUnits('5')]);
    expect(await onlyPosition(mia)).toMatchObject({ night_amount: '-5', principal_amount: '4995' });
    expect(await onlyPosition(ned)).toMatchObject({ night_amount: '5', principal_amount: '5005' });
    // The worker closes the long through the engine at a price no worse than bankruptcy (the house bids 49,990).
    await operations.closeForLiquidation(mia.id, 'ubw', 'BTC/USDT', 499_900, 'liquidation');
    await settledContract(t);
    expect((await api.positions(mia)).body.data).toEqual([]);
    const [closing] = (await api.log(mia, 'ubw', 'lswt')).body.data.records;
    expect(closing).toMatchObject({ direction: '3', source: 'liquidation', entrust_status: '1', success_price: '49990.0' });
    await api.closeAll(ned, { oneKeySymbolNameList: [], contractType: '1' });
  });
});
