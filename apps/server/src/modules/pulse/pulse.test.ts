// Pulse end to end over HTTP: swap in and out, up and down contracts settled by recorded trades
// (the ids kept on the contract are rows of market_trade with those prices), ties refunded, the
// house paid and paying through the ledger, and every refusal changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PULSE_UNAVAILABLE_CODE, type PulseSymbol } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { memberOwner, toUnits } from '../../ledger/index.ts';
import { priceToTicks } from '../../market/scales.ts';
import { PULSE_HOUSE } from './contract.ts';
import { PULSE_OFF_ENTRUST, PULSE_OFF_SWAP_IN } from './service.ts';
import { fundPrinters, printTrade, pulseCalls, pulseMember, pulseStateOf, settledRow, sleep } from './testing.ts';

let t: TestExchange;
let calls: ReturnType<typeof pulseCalls>;

beforeAll(async () => {
  // 60 s contracts and hour-long exposure buckets are for the caps' test: its contracts must stay
  // open and share one bucket however slowly a loaded machine places them.
  t = await startTestExchange({
    DEMO_GRANT: '1000',
    PULSE_DURATIONS: '1:85,2:80,60:80',
    PULSE_EXPOSURE_CAP: '500',
    PULSE_EXPOSURE_BUCKET_SECONDS: '3600',
    PULSE_MAX_OPEN: '5',
    PULSE_HOUSE_FUNDS: '100000',
  });
  calls = pulseCalls(t);
  await fundPrinters(t.ex);
}, 240_000);
afterAll(() => t?.close());

const houseBalance = () => t.ex.ledger.balance(PULSE_HOUSE, '9', 'USDT');

/** The trade a contract names, read back from market_trade. */
const tradeOf = async (seq: string | null) =>
  seq === null ? null : t.ex.db.selectFrom('market_trade').selectAll().where('kind', '=', 'xh').where('symbol', '=', 'BTC/USDT').where('engine_seq', '=', seq).executeTakeFirstOrThrow();

describe('pulse', () => {
  it('answers the ping and lists symbols with durations, paused until they trade', async () => {
    expect((await calls.ping()).body).toMatchObject({ code: 200, success: true });
    const before = (await calls.symbols()).body as { data: PulseSymbol[] };
    const btc = before.data.find((s) => s.symbol === 'BTC/USDT')!;
    expect(btc.durations).toEqual([
      { seconds: 1, payoutRatio: '0.85', minStake: '1', maxStake: '1000' },
      { seconds: 2, payoutRatio: '0.8', minStake: '1', maxStake: '1000' },
      { seconds: 60, payoutRatio: '0.8', minStake: '1', maxStake: '1000' },
    ]);
    expect(before.data.some((s) => s.symbol === 'ETH/BTC')).toBe(false);
    await printTrade(t.ex, '60000');
    const after = (await calls.symbols()).body as { data: PulseSymbol[] };
    expect(after.data.find((s) => s.symbol === 'BTC/USDT')).toMatchObject({ price: '60000.00', status: 1 });
  });

  it('swaps USDT in from spot and out again', async () => {
    const m = await pulseMember(t);
    expect((await t.call('GET', '/api/mjkj-binary-options/wallet/swap-rate')).body).toMatchObject({ code: 200, data: { coin: 'USDT', rate: '1' } });
    const swapped = await calls.swap(m, { direction: 'in', amount: '100' });
    expect(swapped.body).toMatchObject({ code: 200, data: { wallet: { coin: 'USDT', available: '100', frozen: '0' }, spotAvailable: '900' } });
    const back = await calls.swap(m, { direction: 'out', amount: '40.5' });
    expect(back.body.data).toMatchObject({ wallet: { available: '59.5' }, spotAvailable: '940.5' });
    expect((await calls.wallet(m)).body.data).toEqual({ coin: 'USDT', available: '59.5', frozen: '0' });
  });

  it('pays an up contract that rises by its ratio, from the house, by the recorded trades', async () => {
    const m = await pulseMember(t, '100');
    await printTrade(t.ex, '60000');
    const house0 = await houseBalance();
    const placed = await calls.place(m, { symbol: 'BTC/USDT', direction: 'up', seconds: 1, amount: '10' });
    expect(placed.body).toMatchObject({ code: 200, data: { status: 'open', amount: '10', payout: '18.5', payoutRatio: '0.85', seconds: 1, result: null } });
    const c = placed.body.data;
    expect(c.expireTime - c.createTime).toBe(1000);
    expect((await calls.wallet(m)).body.data).toMatchObject({ available: '90', frozen: '10' });
    expect((await houseBalance()).locked - house0.locked).toBe(toUnits('8.5'));
    await sleep(5);
    await printTrade(t.ex, '60010');
    await printTrade(t.ex, '60020');
    const settled = await settledRow(t.ex, m.id, c.id);
    expect(settled).toMatchObject({ status: 'settled', result: 'win', profit: '8.5', entryPrice: '60010.00', exitPrice: '60020.00' });
    const entry = await tradeOf(settled.entryTradeId);
    const exit = await tradeOf(settled.exitTradeId);
    expect(Number(entry!.trade_time)).toBeGreaterThan(settled.createTime);
    expect(Number(exit!.trade_time)).toBeLessThanOrEqual(settled.expireTime);
    const market = t.ex.markets.hub.get('xh', 'BTC/USDT')!;
    expect(entry!.price_ticks).toBe(String(priceToTicks(market.config, settled.entryPrice!)));
    expect(exit!.price_ticks).toBe(String(priceToTicks(market.config, settled.exitPrice!)));
    expect((await calls.wallet(m)).body.data).toMatchObject({ available: '108.5', frozen: '0' });
    const house1 = await houseBalance();
    expect(house1.locked).toBe(house0.locked);
    expect(house0.available - house1.available).toBe(toUnits('8.5'));
    const pub = await calls.publicTrades();
    expect(pub.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: c.id, result: 'win', profit: '8.5' })]));
    expect(pub.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: c.id, member: expect.stringContaining('***') })]));
  });

  it('takes the stake of a down contract that rises, and refunds a tie', async () => {
    const m = await pulseMember(t, '100');
    await printTrade(t.ex, '60000');
    const down = (await calls.place(m, { symbol: 'BTC/USDT', direction: 'down', seconds: 1, amount: '20' })).body.data;
    const tie = (await calls.place(m, { symbol: 'BTC/USDT', direction: 'up', seconds: 2, amount: '30' })).body.data;
    await sleep(5);
    await printTrade(t.ex, '60100');
    await printTrade(t.ex, '60200');
    const lost = await settledRow(t.ex, m.id, down.id);
    expect(lost).toMatchObject({ result: 'lose', profit: '-20', entryPrice: '60100.00', exitPrice: '60200.00' });
    await printTrade(t.ex, '60100');
    const tied = await settledRow(t.ex, m.id, tie.id);
    expect(tied).toMatchObject({ result: 'tie', profit: '0', entryPrice: '60100.00', exitPrice: '60100.00' });
    expect((await calls.wallet(m)).body.data).toMatchObject({ available: '80', frozen: '0' });
    const list = await calls.list(m, { status: 'settled' });
    expect(list.body.data.records.map((r) => r.id)).toEqual([tie.id, down.id]);
    expect((await calls.list(m, { status: 'open' })).body.data.total).toBe(0);
  });

  it('voids a contract when the market does not trade before expiry', async () => {
    const m = await pulseMember(t, '50');
    await printTrade(t.ex, '60000');
    const c = (await calls.place(m, { symbol: 'BTC/USDT', direction: 'up', seconds: 1, amount: '10' })).body.data;
    const settled = await settledRow(t.ex, m.id, c.id);
    expect(settled).toMatchObject({ result: 'void', profit: '0', entryPrice: null, exitPrice: null });
    expect((await calls.wallet(m)).body.data).toMatchObject({ available: '50', frozen: '0' });
  });

  it('refuses bad input and changes nothing', async () => {
    const m = await pulseMember(t, '30');
    const other = await pulseMember(t, '30');
    await printTrade(t.ex, '60000');
    const theirs = (await calls.place(other, { symbol: 'BTC/USDT', direction: 'up', seconds: 2, amount: '5' })).body.data;
    const before = await pulseStateOf(t.ex, m.id);
    const good = { symbol: 'BTC/USDT', direction: 'up', seconds: 1, amount: '10' };
    const cases: Array<[unknown, string]> = [
      [{ ...good, symbol: 'NOPE/USDT' }, 'Unknown symbol'],
      [{ ...good, symbol: 'ETH/BTC' }, 'Unknown symbol'],
      [{ ...good, seconds: 7 }, 'Unknown duration'],
      [{ ...good, seconds: 'soon' }, 'Unknown duration'],
      [{ ...good, amount: '0.5' }, 'The stake must be between 1 and 1000 USDT'],
      [{ ...good, amount: '1001' }, 'The stake must be between 1 and 1000 USDT'],
      [{ ...good, amount: '-5' }, 'The amount must be greater than 0'],
      [{ ...good, amount: 'lots' }, 'Please enter a valid amount'],
      [{ ...good, amount: '40' }, 'Insufficient pulse balance'],
      [{ ...good, direction: 'sideways' }, "direction must be 'up' or 'down'"],
      [{ ...good, symbol: 'ETH/USDT' }, 'ETH/USDT has not traded'],
    ];
    for (const [body, message] of cases) {
      const res = await calls.place(m, body);
      expect(res.status).toBe(200);
      expect(res.body, JSON.stringify(body)).toMatchObject({ code: 400, success: false });
      expect(res.body.msg).toContain(message);
    }
    expect((await calls.swap(m, { direction: 'in', amount: '5000' })).body.msg).toBe('Insufficient USDT on the spot account');
    expect((await calls.swap(m, { direction: 'out', amount: '31' })).body.msg).toBe('Insufficient pulse balance');
    expect((await calls.swap(m, { direction: 'up', amount: '1' })).body.msg).toBe("direction must be 'in' or 'out'");
    expect((await calls.detail(m, theirs.id)).body).toMatchObject({ code: 400, msg: 'Contract not found' });
    expect((await calls.list(m)).body.data.records).toEqual([]);
    expect((await t.call('POST', '/api/mjkj-binary-options/entrust', { body: good })).body).toMatchObject({ code: 401 });
    expect(await pulseStateOf(t.ex, m.id)).toEqual(before);
  });

  it('caps the open contracts per member and the house exposure per symbol and expiry', async () => {
    // Every contract here lasts 60 s, so none settles before the caps are judged, and all expire in
    // the same hour-long bucket unless the hour turns while they are placed: then wait for the next.
    const toHour = 3_600_000 - ((Date.now() + 60_000) % 3_600_000);
    if (toHour < 30_000) await new Promise((resolve) => setTimeout(resolve, toHour + 100));
    const a = await pulseMember(t, '1000');
    const b = await pulseMember(t, '1000');
    await printTrade(t.ex, '60000');
    const place = (m: typeof a, direction: 'up' | 'down', amount: string) => calls.place(m, { symbol: 'BTC/USDT', direction, seconds: 60, amount });
    // 100 up at 80% owes 180 on a win: two fit under the 500 cap, a third does not.
    for (let i = 0; i < 2; i++) expect((await place(a, 'up', '100')).body.code).toBe(200);
    const over = await place(b, 'up', '200');
    expect(over.body.msg).toContain('The house limit for BTC/USDT');
    // The other direction brings the net down, so it is taken.
    expect((await place(b, 'down', '200')).body.code).toBe(200);
    for (let i = 0; i < 4; i++) expect((await place(b, 'down', '1')).body.code).toBe(200);
    expect((await place(b, 'down', '1')).body.msg).toBe('At most 5 open pulse contracts at a time');
  });

  it('answers 1003 and takes no contract or swap in while switched off', async () => {
    const m = await pulseMember(t, '30');
    const before = await pulseStateOf(t.ex, m.id);
    t.ex.pulse.service.setOperatorSwitch(false);
    try {
      expect((await calls.ping()).body).toMatchObject({ code: PULSE_UNAVAILABLE_CODE, success: false });
      expect((await calls.place(m, { symbol: 'BTC/USDT', direction: 'up', seconds: 1, amount: '10' })).body).toMatchObject({ code: 400, msg: PULSE_OFF_ENTRUST });
      expect((await calls.swap(m, { direction: 'in', amount: '10' })).body).toMatchObject({ code: 400, msg: PULSE_OFF_SWAP_IN });
      expect((await calls.wallet(m)).body.data).toEqual({ coin: 'USDT', available: '30', frozen: '0' });
      expect(await pulseStateOf(t.ex, m.id)).toEqual(before);
    } finally {
      t.ex.pulse.service.setOperatorSwitch(true);
    }
  });

  it('keeps the books balanced', async () => {
    await t.ex.pulse.settler.settleDue();
    expect(await t.ex.ledger.audit()).toEqual([]);
    const member = await t.ex.ledger.balance(memberOwner('nobody'), '9', 'USDT');
    expect(member).toEqual({ available: 0n, locked: 0n });
  });
});
