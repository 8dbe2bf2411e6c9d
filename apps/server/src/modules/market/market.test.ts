// Every market call against a real exchange (simulator off): trades are made by placing real
// orders through the engine and ledger from two funded system owners.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepthPayload, Envelope, IndexPayload, KlineBar, MarketRow, PairConfig, SymbolDetail, TradeRow } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { toUnits } from '../../ledger/index.ts';

let t: TestExchange;
let token: string;
const maker = { ownerType: 'system' as const, ownerId: 'test_maker' };
const taker = { ownerType: 'system' as const, ownerId: 'test_taker' };

const place = (owner: typeof maker, id: string, side: 'buy' | 'sell', price: number, lots: number, tif = 'GTC') =>
  t.ex.markets.hub.get('xh', 'BTC/USDT')!.place({
    id,
    kind: 'xh',
    symbol: 'BTC/USDT',
    ownerType: owner.ownerType,
    ownerId: owner.ownerId,
    side,
    orderType: 'limit',
    tif,
    priceTicks: price,
    quantityLots: lots,
    fundsNotional: null,
  });

beforeAll(async () => {
  t = await startTestExchange();
  for (const owner of [maker, taker])
    for (const [asset, amount] of [['USDT', '10000000'], ['BTC', '100']] as const)
      await t.ex.ledger.deposit({ owner, walletType: '1', asset, amount: toUnits(amount), ref: 'test-funding' });
  // BTC/USDT: price scale 2, amount scale 5. A sell of 0.5 BTC at 65000.00, a bid at 64000.00,
  // then a taker buys 0.2 BTC at the ask.
  await place(maker, 'm-ask', 'sell', 6_500_000, 50_000);
  await place(maker, 'm-bid', 'buy', 6_400_000, 30_000);
  await place(taker, 't-buy', 'buy', 6_500_000, 20_000, 'IOC');
  token = (await t.login('demo@exchange.local', 'Demo1234')).access_token;
});
afterAll(() => t.close());

describe('market rows', () => {
  it('lists spot pairs with the live ticker', async () => {
    const res = await t.call<Envelope<MarketRow[]>>('GET', t.coin('open/getSpotGoods'));
    expect(res.body.data.length).toBeGreaterThanOrEqual(15);
    const btc = res.body.data.find((r) => r.symbol_name === 'BTC/USDT')!;
    expect(btc).toMatchObject({ close: '65000.00', amount: '0.2', contract_type: '0', collect: 0, avatar: '/content/images/coins/btc.svg' });
    expect(btc.vol).toBe('13000');
  });

  it('lists ubw and bbw contracts', async () => {
    const res = await t.call<Envelope<MarketRow[]>>('GET', t.coin('open/getContract'));
    const types = new Set(res.body.data.map((r) => r.contract_type));
    expect(types).toEqual(new Set(['1', '2']));
  });
});

describe('initData snapshots', () => {
  it('answers index, depth and trades', async () => {
    const index = await t.call<Envelope<IndexPayload>>('GET', t.coin('open/market/initData'), { query: { type: 'index' } });
    expect(Object.keys(index.body.data).sort()).toEqual(['bbw', 'ubw', 'xh']);
    const depth = await t.call<Envelope<DepthPayload>>('GET', t.coin('open/market/initData'), { query: { type: 'deptH_xh_deptH_BTC/USDT' } });
    expect(depth.body.data.sellItems).toEqual([['65000.00', '0.30000']]);
    expect(depth.body.data.buyItems).toEqual([['64000.00', '0.30000']]);
    expect(depth.body.data.seq).toBeGreaterThan(0);
    const trades = await t.call<Envelope<TradeRow[]>>('GET', t.coin('open/market/initData'), { query: { type: 'tract_xh_trade_BTC/USDT' } });
    expect(trades.body.data).toEqual([expect.objectContaining({ price: '65000.00', amount: '0.20000', direction: '1' })]);
  });

  it('refuses an unknown type or market', async () => {
    for (const type of ['nope', 'deptH_xh_deptH_NOPE/USDT', 'tract_zz_trade_BTC/USDT']) {
      const res = await t.call<Envelope>('GET', t.coin('open/market/initData'), { query: { type } });
      expect(res.body.code).toBe(400);
    }
  });
});

describe('pair configs and details', () => {
  it('answers one pair, all spot pairs and contract details', async () => {
    const one = await t.call<Envelope<PairConfig>>('GET', t.coin('open/transaction/xh/BTC_USDT'));
    expect(one.body.data).toMatchObject({ symbol_name: 'BTC/USDT', base_coin_scale: 2, coin_coin_scale: 5 });
    const all = await t.call<Envelope<PairConfig[]>>('GET', t.coin('open/transaction/xh/all'));
    expect(all.body.data.every((c) => c.kind === 'xh')).toBe(true);
    const details = await t.call<Envelope<SymbolDetail[]>>('POST', t.coin('open/get/contractDetail'), { body: { symbolNameList: ['BTC/USDT', 'ETH/USDT'], type: 'ubw' } });
    expect(details.body.data.map((d) => d.symbolName)).toEqual(['BTC/USDT', 'ETH/USDT']);
    const bad = await t.call<Envelope>('POST', t.coin('open/get/contractDetail'), { body: { symbolNameList: [], type: 'ubw' } });
    expect(bad.body.msg).toBe('symbolNameList is empty');
    const unknown = await t.call<Envelope>('GET', t.coin('open/transaction/xh/NOPE_USDT'));
    expect(unknown.body.msg).toMatch(/^Unknown market/);
  });

  it('compares a coin\'s price across markets', async () => {
    const res = await t.call<Envelope<{ price_usdt: string; sources: unknown[] }>>('GET', t.coin('open/getPriceComparison/BTC'));
    expect(res.body.data.price_usdt).toBe('65000.00');
    expect(res.body.data.sources.length).toBeGreaterThanOrEqual(2);
  });
});

describe('kline history', () => {
  it('answers the current bar of every interval and checks its input', async () => {
    for (const interval of ['1m', '1h', '1d', '1M']) {
      const res = await t.call<Envelope<KlineBar[]>>('GET', t.coin('open/get/kline/history'), { query: { symbolName: 'BTC/USDT', type: 'xh', interval } });
      expect(res.body.data.at(-1)).toMatchObject({ open: '65000.00', close: '65000.00', amount: '0.2' });
    }
    const bad = await t.call<Envelope>('GET', t.coin('open/get/kline/history'), { query: { symbolName: 'BTC/USDT', interval: '2m' } });
    expect(bad.body.msg).toMatch(/^interval must be one of/);
  });
});

describe('watchlist', () => {
  it('stars and unstars a pair for the member only', async () => {
    expect((await t.call('GET', t.coin('quotes/getOptional'))).status).toBe(401);
    await t.call('GET', t.coin('quotes/addOptional/xh/ETH_USDT'), { token });
    const list = await t.call<Envelope<MarketRow[]>>('GET', t.coin('quotes/getOptional'), { token });
    expect(list.body.data.map((r) => r.symbol_name)).toEqual(['ETH/USDT']);
    const rows = await t.call<Envelope<MarketRow[]>>('GET', t.coin('open/getSpotGoods'), { token });
    expect(rows.body.data.find((r) => r.symbol_name === 'ETH/USDT')?.collect).toBe(1);
    await t.call('GET', t.coin('quotes/cancelOptional/xh/ETH_USDT'), { token });
    expect((await t.call<Envelope<MarketRow[]>>('GET', t.coin('quotes/getOptional'), { token })).body.data).toEqual([]);
    const unknown = await t.call<Envelope>('GET', t.coin('quotes/addOptional/xh/NOPE_USDT'), { token });
    expect(unknown.body.msg).toMatch(/^Unknown market/);
  });
});

describe('ledger after the trades', () => {
  it('moved exactly the traded amounts, took the fees and kept the books balanced', async () => {
    const takerBtc = await t.ex.ledger.balance(taker, '1', 'BTC');
    // 0.2 BTC bought, 0.1 % fee paid in BTC.
    expect(takerBtc.available).toBe(toUnits('100') + toUnits('0.2') - toUnits('0.0002'));
    const makerUsdt = await t.ex.ledger.balance(maker, '1', 'USDT');
    // The bid of 0.3 × 64000 stays locked; the sale paid 13000 less 13 fee.
    expect(makerUsdt.locked).toBe(toUnits('19200'));
    expect(makerUsdt.available).toBe(toUnits('10000000') - toUnits('19200') + toUnits('13000') - toUnits('13'));
    expect((await t.ex.ledger.balance(taker, '1', 'USDT')).locked).toBe(0n);
    expect(await t.ex.ledger.audit()).toEqual([]);
  });
});
