import { describe, expect, it } from 'vitest';
import type { IndexTickers, Ticker } from '../../api/marketMap.ts';
import { hotMarkets, searchPool, searchResults, suggestedMarkets } from './searchMarkets.ts';

const ticker = (kind: Ticker['kind'], pair: string, turnover: string, change = '0'): Ticker => {
  const [base = '', quote = ''] = pair.split('/');
  return { kind, pair, base, quote, icon: '', last: '1', open: '', high: '', low: '', volume: '1', turnover, change, isNew: false };
};

const spot = Array.from({ length: 12 }, (_, i) => ticker('xh', `C${i}/USDT`, String(i * 10), String(i % 5)));
const index: IndexTickers = {
  xh: [...spot, ticker('xh', 'ETH/USDT', '5'), ticker('xh', 'SETH/USDT', '900'), ticker('xh', 'METH/USDT', '1')],
  ubw: [ticker('ubw', 'BTC/USDT', '10')],
  bbw: [ticker('bbw', 'BTC/USD', '20')],
};

describe('search lists', () => {
  it('takes spot for xh and both futures kinds for hy', () => {
    expect(searchPool(index, 'hy').map((t) => t.pair)).toEqual(['BTC/USDT', 'BTC/USD']);
    expect(searchPool(undefined, 'xh')).toEqual([]);
  });

  it('shows 8 hot markets by turnover and 4 gainers that are not hot', () => {
    const pool = searchPool(index, 'xh');
    const hot = hotMarkets(pool);
    expect(hot).toHaveLength(8);
    expect(hot[0]?.pair).toBe('SETH/USDT');
    const suggested = suggestedMarkets(pool, hot);
    expect(suggested).toHaveLength(4);
    expect(suggested.some((t) => hot.includes(t))).toBe(false);
  });

  it('ranks the coin itself first, then coins starting with it, by turnover', () => {
    expect(searchResults(searchPool(index, 'xh'), ' eth ').map((t) => t.pair)).toEqual(['ETH/USDT', 'SETH/USDT', 'METH/USDT']);
    expect(searchResults(searchPool(index, 'xh'), '')).toEqual([]);
    expect(searchResults(searchPool(index, 'xh'), 'C1').map((t) => t.pair)).toEqual(['C1/USDT', 'C11/USDT', 'C10/USDT']);
  });
});
