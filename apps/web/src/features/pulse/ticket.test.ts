import { describe, expect, it } from 'vitest';
import { payoutOf, quickStakes, stakeProblem } from './ticket.ts';
import { secondsLeft, standing } from './contractState.ts';

const d30 = { seconds: 30, payoutRatio: '0.85', minStake: '1', maxStake: '1000' };

describe('the pulse ticket', () => {
  it('checks the stake against the range and the balance', () => {
    expect(stakeProblem('', d30, '100')).toBe('empty');
    expect(stakeProblem('1e3', d30, '100')).toBe('invalid');
    expect(stakeProblem('0.1234567891', d30, '100')).toBe('invalid');
    expect(stakeProblem('0.5', d30, '100')).toBe('below');
    expect(stakeProblem('1000.01', d30, undefined)).toBe('above');
    expect(stakeProblem('100.01', d30, '100')).toBe('balance');
    expect(stakeProblem('100', d30, '100')).toBeNull();
  });

  it('pays stake × (1 + ratio), rounded down to 8 decimals', () => {
    expect(payoutOf('100', d30)).toBe('185');
    expect(payoutOf('0.00000001', d30)).toBe('0.00000001');
    expect(payoutOf('1.23456789', d30)).toBe('2.28395059');
    expect(payoutOf('x', d30)).toBeNull();
    expect(quickStakes({ ...d30, maxStake: '60' })).toEqual(['10', '50']);
  });

  it('counts down and previews the standing at the live price', () => {
    expect(secondsLeft({ expireTime: 10_500 }, 1_000)).toBe(10);
    expect(secondsLeft({ expireTime: 1_000 }, 5_000)).toBe(0);
    expect(standing({ direction: 'up', entryPrice: '100' }, '101')).toBe('winning');
    expect(standing({ direction: 'down', entryPrice: '100' }, '101')).toBe('losing');
    expect(standing({ direction: 'down', entryPrice: '100' }, '100.00')).toBe('level');
    expect(standing({ direction: 'up', entryPrice: null }, '101')).toBe('waiting');
  });
});
