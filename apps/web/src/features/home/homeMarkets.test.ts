import { describe, expect, it } from 'vitest';
import type { IndexTickers, Ticker } from '../../api/marketMap.ts';
import { busiestMarkets, favouritesWithIndex, highlightsOf } from './homeMarkets.ts';

const ticker = (kind: Ticker['kind'], pair: string, change: string, turnover: string, isNew = false): Ticker => {
  const [base = '', quote = ''] = pair.split('/');
  return { kind, pair, base, quote, icon: '', last: '1', open: '', high: '', low: '', volume: '1', turnover, change, isNew };
};

const index: IndexTickers = {
  xh: [
    ticker('xh', 'BTC/USDT', '2.5', '900'),
    ticker('xh', 'ETH/USDT', '-1.2', '1200'),
    ticker('xh', 'NEW/USDT', '30', '5', true),
    ticker('xh', 'FLAT/USDT', '0', '1'),
    ticker('xh', 'DOWN/USDT', '-8', '--'),
  ],
  ubw: [ticker('ubw', 'BTC/USDT', '2.6', '5000')],
  bbw: [],
};

describe('home markets', () => {
  it('lists the busiest markets of a kind by turnover', () => {
    expect(busiestMarkets(index, 'xh', 2).map((t) => t.pair)).toEqual(['ETH/USDT', 'BTC/USDT']);
    expect(busiestMarkets(undefined, 'xh')).toEqual([]);
  });

  it('picks gainers that rose, losers that fell and the new listings', () => {
    const { gainers, losers, newCoins } = highlightsOf(index, 3);
    expect(gainers.map((t) => t.pair)).toEqual(['NEW/USDT', 'BTC/USDT']);
    expect(losers.map((t) => t.pair)).toEqual(['DOWN/USDT', 'ETH/USDT']);
    expect(newCoins.map((t) => t.pair)).toEqual(['NEW/USDT']);
  });

  it('gives favourites the index figures of the same market only', () => {
    const saved = [ticker('ubw', 'BTC/USDT', '0', '0'), ticker('xh', 'XRP/USDT', '1', '1')];
    const [perp, xrp] = favouritesWithIndex(saved, index);
    expect(perp?.turnover).toBe('5000');
    expect(perp?.change).toBe('2.6');
    expect(xrp).toEqual(saved[1]);
  });
});
