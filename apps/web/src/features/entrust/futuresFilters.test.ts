import { describe, expect, it } from 'vitest';
import { NO_FUTURES_FILTERS, futuresQueryOf, futuresScopeOf } from './futuresFilters.ts';

describe('futures order filters', () => {
  it('asks every contract of the kind, page by page, without filters', () => {
    expect(futuresScopeOf(NO_FUTURES_FILTERS)).toBe('all');
    expect(futuresQueryOf(NO_FUTURES_FILTERS, 2)).toEqual({ current: 2, size: 10 });
  });

  it('adds the contract, side and local days', () => {
    const filters = { pair: 'ETH/USDT', direction: '3' as const, from: '2024-05-01', to: '2024-05-02' };
    expect(futuresScopeOf(filters)).toBe('ETH/USDT');
    expect(futuresQueryOf(filters, 1)).toEqual({
      current: 1,
      size: 10,
      direction: '3',
      startTime: new Date(2024, 4, 1).getTime(),
      endTime: new Date(2024, 4, 3).getTime() - 1,
    });
  });
});
