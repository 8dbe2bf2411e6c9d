import { describe, expect, it } from 'vitest';
import type { Ticker } from '../../api/marketMap.ts';
import {
  compareFigures,
  marketsOfTab,
  matchesSearch,
  nextSort,
  searchMarkets,
  sortMarkets,
  spotQuotes,
  topBy,
  withLiveFigures,
} from './marketTable.ts';

const ticker = (kind: Ticker['kind'], pair: string, figures: Partial<Ticker> = {}): Ticker => {
  const [base = '', quote = ''] = pair.split('/');
  return {
    kind, pair, base, quote, icon: '', last: '1', open: '1', high: '1', low: '1', volume: '1', turnover: '1', change: '0', isNew: false,
    ...figures,
  };
};

const btc = ticker('xh', 'BTC/USDT', { last: '65000.5', change: '2.5', turnover: '90000000' });
const eth = ticker('xh', 'ETH/USDT', { last: '3500', change: '-1.2', turnover: '120000000' });
const ethBtc = ticker('xh', 'ETH/BTC', { last: '0.0538', change: '0.4', turnover: '12' });
const solUsdc = ticker('xh', 'SOL/USDC', { last: '150', change: '10', turnover: '' });
const btcPerp = ticker('ubw', 'BTC/USDT', { last: '65010', change: '2.6' });
const btcCoin = ticker('bbw', 'BTC/USD', { last: '65020', change: '2.7' });
const all = [btc, eth, ethBtc, solUsdc, btcPerp, btcCoin];

describe('tabs', () => {
  it('splits spot by quote coin and contracts by kind', () => {
    expect(marketsOfTab(all, { tab: 'spot', quote: 'USDT', favourites: new Set() })).toEqual([btc, eth]);
    expect(marketsOfTab(all, { tab: 'spot', quote: 'BTC', favourites: new Set() })).toEqual([ethBtc]);
    expect(marketsOfTab(all, { tab: 'ubw', favourites: new Set() })).toEqual([btcPerp]);
    expect(marketsOfTab(all, { tab: 'bbw', favourites: new Set() })).toEqual([btcCoin]);
  });

  it('tells the spot BTC/USDT from the perpetual one in favourites', () => {
    expect(marketsOfTab(all, { tab: 'favourites', favourites: new Set(['ubw:BTC/USDT']) })).toEqual([btcPerp]);
  });

  it('offers USDT, BTC, ETH first, then other quotes', () => {
    expect(spotQuotes(all)).toEqual(['USDT', 'BTC', 'USDC']);
  });
});

describe('search', () => {
  it('finds by coin or pair, in any case and with either separator', () => {
    expect(matchesSearch(eth, 'eth')).toBe(true);
    expect(matchesSearch(eth, ' ETH_us ')).toBe(true);
    expect(matchesSearch(eth, 'btc')).toBe(false);
    expect(searchMarkets(all, 'btc').map((t) => t.pair)).toEqual(['BTC/USDT', 'ETH/BTC', 'BTC/USDT', 'BTC/USD']);
    expect(searchMarkets(all, '')).toHaveLength(all.length);
  });
});

describe('live figures', () => {
  it('lays the latest detail over the matching market only', () => {
    const details = new Map([['xh:BTC/USDT', { kind: 'xh' as const, pair: 'BTC/USDT', last: '70000', open: '1', high: '1', low: '1', volume: '1', turnover: '1', change: '9' }]]);
    const [spot, perp] = withLiveFigures([btc, btcPerp], details);
    expect(spot?.last).toBe('70000');
    expect(spot?.icon).toBe(btc.icon);
    expect(perp).toBe(btcPerp);
  });
});

describe('sorting', () => {
  it('sorts figures as decimals, not as text or floats', () => {
    const rows = [ticker('xh', 'A/USDT', { last: '9.5' }), ticker('xh', 'B/USDT', { last: '10' }), ticker('xh', 'C/USDT', { last: '0.30000000000000001' }), ticker('xh', 'D/USDT', { last: '0.3' })];
    expect(sortMarkets(rows, { column: 'last', direction: 'desc' }).map((t) => t.base)).toEqual(['B', 'A', 'C', 'D']);
    expect(sortMarkets(rows, { column: 'last', direction: 'asc' }).map((t) => t.base)).toEqual(['D', 'C', 'A', 'B']);
  });

  it('puts unreadable figures last in both directions', () => {
    expect(sortMarkets([solUsdc, btc], { column: 'turnover', direction: 'asc' })[1]).toBe(solUsdc);
    expect(sortMarkets([solUsdc, btc], { column: 'turnover', direction: 'desc' })[1]).toBe(solUsdc);
    expect(compareFigures('--', '', 'asc')).toBe(0);
  });

  it('sorts names alphabetically and keeps the order of equal rows', () => {
    expect(sortMarkets([eth, btc, ethBtc], { column: 'pair', direction: 'asc' }).map((t) => t.pair)).toEqual(['BTC/USDT', 'ETH/BTC', 'ETH/USDT']);
    expect(sortMarkets([btcPerp, btc], { column: 'pair', direction: 'desc' })).toEqual([btcPerp, btc]);
    expect(sortMarkets([eth, btc], null)).toEqual([eth, btc]);
  });

  it('cycles a column: first direction, the other, then unsorted', () => {
    expect(nextSort(null, 'change')).toEqual({ column: 'change', direction: 'desc' });
    expect(nextSort({ column: 'change', direction: 'desc' }, 'change')).toEqual({ column: 'change', direction: 'asc' });
    expect(nextSort({ column: 'change', direction: 'asc' }, 'change')).toBeNull();
    expect(nextSort({ column: 'change', direction: 'asc' }, 'pair')).toEqual({ column: 'pair', direction: 'asc' });
  });

  it('picks the top gainers and losers', () => {
    expect(topBy(all, 'change', 'desc', 2).map((t) => t.pair)).toEqual(['SOL/USDC', 'BTC/USD']);
    expect(topBy(all, 'change', 'asc', 1)).toEqual([eth]);
    expect(topBy(all, 'turnover', 'desc', 10)).not.toContain(solUsdc);
  });
});
