import { describe, expect, it } from 'vitest';
import { NO_FILTERS, dayEnd, dayStart, entrustQueryOf, scopeOf } from './entrustFilters.ts';

describe('entrust filters', () => {
  it('asks for everything on a page when nothing is chosen', () => {
    expect(entrustQueryOf(NO_FILTERS, 'now', 3)).toEqual({ current: 3, size: 10 });
    expect(scopeOf(NO_FILTERS)).toBe('all');
  });

  it('keeps the status filter to the history', () => {
    const filters = { ...NO_FILTERS, status: '1' as const, pair: 'BTC/USDT' };
    expect(entrustQueryOf(filters, 'now', 1)).toEqual({ current: 1, size: 10 });
    expect(entrustQueryOf(filters, 'history', 1)).toEqual({ current: 1, size: 10, status: '1' });
    expect(scopeOf(filters)).toBe('BTC/USDT');
  });

  it('spans whole local days', () => {
    expect(dayStart('2024-02-29')).toBe(new Date(2024, 1, 29).getTime());
    expect(dayEnd('2024-12-31')).toBe(new Date(2025, 0, 1).getTime() - 1);
    expect(dayStart('')).toBeUndefined();
    expect(dayEnd('31/12/2024')).toBeUndefined();
  });
});
