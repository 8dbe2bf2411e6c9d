import { describe, expect, it } from 'vitest';
import type { Ticker } from '../../api/marketMap.ts';
import { coinCards, feePercent, leverageCap, settlementCoin, stepOf } from './rules.ts';

describe('introduce rules', () => {
  it('shows fee fractions as exact percentages', () => {
    expect(feePercent('0.001')).toBe('0.1%');
    expect(feePercent('0.0002')).toBe('0.02%');
    expect(feePercent('0')).toBe('0%');
    expect(feePercent('')).toBe('--');
  });

  it('shows leverage caps and steps', () => {
    expect(leverageCap('100')).toBe('100×');
    expect(leverageCap('0')).toBe('--');
    expect(stepOf(2)).toBe('0.01');
    expect(stepOf(0)).toBe('1');
    expect(stepOf(6)).toBe('0.000001');
    expect(stepOf(Number.NaN)).toBe('--');
  });

  it('settles USDT-M in the quote and COIN-M in the base coin', () => {
    expect(settlementCoin({ kind: 'ubw', base: 'BTC', quote: 'USDT' })).toBe('USDT');
    expect(settlementCoin({ kind: 'bbw', base: 'BTC', quote: 'USD' })).toBe('BTC');
  });

  it('makes one card per base coin with its markets', () => {
    const t = (kind: Ticker['kind'], pair: string, icon = ''): Ticker => {
      const [base = '', quote = ''] = pair.split('/');
      return { kind, pair, base, quote, icon, last: '', open: '', high: '', low: '', volume: '', turnover: '', change: '', isNew: false };
    };
    const cards = coinCards([t('xh', 'BTC/USDT'), t('xh', 'ETH/USDT', '/eth.svg'), t('xh', 'ETH/BTC'), t('ubw', 'BTC/USDT', '/btc.svg')]);
    expect(cards.map((c) => [c.coin, c.icon, c.markets.length])).toEqual([
      ['BTC', '/btc.svg', 2],
      ['ETH', '/eth.svg', 2],
    ]);
  });
});
