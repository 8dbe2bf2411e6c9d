import { describe, expect, it } from 'vitest';
import type { PairRules, Ticker } from '../../../api/marketMap.ts';
import { contractPairs, pairsOfTab, selectablePairs, selectorTabs } from './pairList.ts';

const ticker = (pair: string, kind: Ticker['kind'] = 'xh'): Ticker => {
  const [base = '', quote = ''] = pair.split('/');
  return { kind, pair, base, quote, icon: '', last: '1', open: '1', high: '1', low: '1', volume: '1', turnover: '1', change: '0', isNew: false };
};
const rule = (pair: string, isNew = false): PairRules => {
  const [base = '', quote = ''] = pair.split('/');
  return { kind: 'xh', pair, base, quote, icon: `/${base}.svg`, priceScale: 2, amountScale: 4, buyFee: '0.001', sellFee: '0.001', minAmount: '0', isolatedLeverage: '0', crossLeverage: '0', isNew };
};

const tickers = [ticker('BTC/USDT'), ticker('ETH/USDT'), ticker('ETH/BTC'), ticker('NEW/USDT'), ticker('BTC/USDT', 'ubw')];
const rules = [rule('BTC/USDT'), rule('ETH/USDT'), rule('ETH/BTC'), rule('NEW/USDT', true)];

describe('pair selector lists', () => {
  it('keeps spot pairs with rules, with their scale and icon', () => {
    const pairs = selectablePairs(tickers, rules, false);
    expect(pairs.map((p) => p.pair)).toEqual(['BTC/USDT', 'ETH/USDT', 'ETH/BTC', 'NEW/USDT']);
    expect(pairs[0]).toMatchObject({ priceScale: 2, icon: '/BTC.svg' });
  });

  it('keeps only new coins on the new-coin screen', () => {
    expect(selectablePairs(tickers, rules, true).map((p) => p.pair)).toEqual(['NEW/USDT']);
  });

  it('offers favourites then quote coins, and filters a tab by search', () => {
    const pairs = selectablePairs(tickers, rules, false);
    expect(selectorTabs(pairs)).toEqual(['favourites', 'USDT', 'BTC']);
    expect(pairsOfTab(pairs, 'USDT', '', new Set()).map((p) => p.pair)).toEqual(['BTC/USDT', 'ETH/USDT', 'NEW/USDT']);
    expect(pairsOfTab(pairs, 'USDT', 'et', new Set()).map((p) => p.pair)).toEqual(['ETH/USDT']);
    expect(pairsOfTab(pairs, 'favourites', '', new Set(['xh:ETH/BTC'])).map((p) => p.pair)).toEqual(['ETH/BTC']);
  });

  it('lists the contracts of one kind under their quote coin', () => {
    const pairs = contractPairs([...tickers, ticker('ETH/USDT', 'ubw'), ticker('BTC/USD', 'bbw')], 'ubw');
    expect(pairs.map((p) => p.pair)).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(selectorTabs(pairs)).toEqual(['favourites', 'USDT']);
    expect(pairsOfTab(pairs, 'USDT', 'eth', new Set()).map((p) => `${p.kind}:${p.pair}`)).toEqual(['ubw:ETH/USDT']);
    expect(pairsOfTab(pairs, 'favourites', '', new Set(['ubw:BTC/USDT', 'xh:ETH/USDT'])).map((p) => p.pair)).toEqual(['BTC/USDT']);
  });
});
