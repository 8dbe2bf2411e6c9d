import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelOrders, getEntrustLog, getEntrustPairs, getMyTrades, getOrderFills, getPairBalances, placeSpotOrder, toPage } from './spot.ts';

vi.mock('../ui/toast.ts', () => ({ toast: { error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => Response.json({ code: 200, success: true, data, msg: 'ok' });
const called = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  const parsed = new URL(String(url), 'http://host');
  const query = Object.fromEntries(parsed.searchParams);
  delete query.t;
  return { path: parsed.pathname, query, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('spot calls', () => {
  it('places an order of a type with its body', async () => {
    fetchMock.mockResolvedValueOnce(ok({ id: '7' }));
    await expect(placeSpotOrder('sjwt', { exchangeCoinStr: 'BTC/USDT', direction: '1', money: '10' })).resolves.toEqual({ id: '7' });
    expect(called()).toEqual({
      path: '/api/exchange/coin/entrust/exchange/sjwt',
      query: {},
      method: 'POST',
      body: { exchangeCoinStr: 'BTC/USDT', direction: '1', money: '10' },
    });
  });

  it('reads order lists with their filters, paged', async () => {
    fetchMock.mockResolvedValueOnce(ok({ records: [{ id: '1' }], total: 21, size: 10, current: 2, pages: 3 }));
    const page = await getEntrustLog('history', 'BTC/USDT', { current: 2, size: 10, direction: '2' });
    expect(page).toEqual({ records: [{ id: '1' }], total: 21, size: 10, current: 2, pages: 3 });
    expect(called()).toMatchObject({ path: '/api/exchange/coin/entrust/entrustlog/history/xh/BTC_USDT', query: { current: '2', size: '10', direction: '2' } });
    fetchMock.mockResolvedValueOnce(ok([{ id: 'f' }]));
    expect((await getMyTrades('all')).records).toEqual([{ id: 'f' }]);
    expect(called().path).toBe('/api/exchange/coin/entrust/get/myExchangeLog/all');
  });

  it('cancels by id list and reads fills, balances and pairs', async () => {
    fetchMock.mockResolvedValueOnce(ok({ cancelled: ['1'] }));
    await cancelOrders(['1', '2']);
    expect(called()).toMatchObject({ path: '/api/exchange/coin/entrust/cancel/entrust', method: 'POST', body: { idList: ['1', '2'] } });
    fetchMock.mockResolvedValueOnce(ok([{ id: 'f1' }]));
    expect(await getOrderFills('9')).toEqual([{ id: 'f1' }]);
    expect(called().path).toBe('/api/exchange/coin/entrust/transaction/details/9');
    fetchMock.mockResolvedValueOnce(ok({ base: {}, quote: {} }));
    await getPairBalances('ETH/BTC');
    expect(called().path).toBe('/api/exchange/coin/wallet/get/ETH/BTC');
    fetchMock.mockResolvedValueOnce(ok(['BTC/USDT', { symbol_name: 'ETH/USDT' }, 3]));
    expect(await getEntrustPairs()).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(called()).toMatchObject({ path: '/api/exchange/coin/entrust/getEntrustLogCurrency', method: 'POST' });
  });

  it('takes a bare list or nothing as a page', () => {
    expect(toPage([1, 2])).toEqual({ records: [1, 2], total: 2, size: 2, current: 1, pages: 1 });
    expect(toPage(null)).toEqual({ records: [], total: 0, size: 0, current: 1, pages: 0 });
  });
});
