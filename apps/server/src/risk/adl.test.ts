// ADL ranking (§1.8).
import { describe, expect, it } from 'vitest';
import { adlScore, adlScoreOf, rankForAdl } from './adl.ts';
import { findContract } from './contracts.ts';
import { fixed, formatFixed, whole } from './fixed.ts';
import { figure, of } from './ratio.ts';

const btc = findContract('ubw:BTC/USDT')!;
const f = fixed;

describe('ADL ranking', () => {
  it('puts A (+20 % at 10x, score 2.0) before B (+50 % at 2x, score 1.0)', () => {
    const a = adlScore(of(f('0.2')), of(whole(10)));
    const b = adlScore(of(f('0.5')), of(whole(2)));
    expect(formatFixed(figure(a, 'half-even'))).toBe('2');
    expect(formatFixed(figure(b, 'half-even'))).toBe('1');
    expect(rankForAdl([{ id: 'B', score: b }, { id: 'A', score: a }])).toEqual(['A', 'B']);
  });

  it('divides a loss by leverage, so the least leveraged loser comes last', () => {
    const loser = adlScore(of(f('-0.1')), of(whole(10)));
    const lighter = adlScore(of(f('-0.1')), of(whole(2)));
    expect(rankForAdl([{ id: 'light', score: lighter }, { id: 'heavy', score: loser }, { id: 'winner', score: adlScore(of(f('0.01')), of(whole(1))) }])).toEqual([
      'winner',
      'heavy',
      'light',
    ]);
  });

  it('scores positions from their PnL, entry value and the balance behind them', () => {
    // Both long 1 BTC @ 50,000 at mark 51,000 (+2 %); A has 4,100 behind it (5,100 balance: 10x), B 50,000 (about 1x).
    const position = { size: f('1'), entryPrice: f('50000') };
    const a = adlScoreOf(btc, position, of(f('4100')), f('51000'));
    const b = adlScoreOf(btc, position, of(f('50000')), f('51000'));
    expect(formatFixed(figure(a, 'half-even'))).toBe('0.2');
    expect(rankForAdl([{ id: 'B', score: b }, { id: 'A', score: a }])).toEqual(['A', 'B']);
    expect(() => adlScoreOf(btc, position, of(f('-2000')), f('51000'))).toThrow(/bankruptcy/);
  });
});
