import { describe, expect, it } from 'vitest';
import { NO_BILL_FILTERS, billBodyOf, billRangeIssue } from './billFilters.ts';

describe('billBodyOf', () => {
  it('sends only the filters that are set', () => {
    expect(billBodyOf(NO_BILL_FILTERS, 2, 15)).toEqual({ current: 2, size: 15 });
    expect(billBodyOf({ ...NO_BILL_FILTERS, type: '1', kind: 'transfer', coin: 'BTC' }, 1, 10)).toEqual({ current: 1, size: 10, type: '1', kind: 'transfer', coin: 'BTC' });
  });

  it('takes the whole of the chosen local days', () => {
    const body = billBodyOf({ ...NO_BILL_FILTERS, from: '2024-03-01', to: '2024-03-31' }, 1, 10);
    expect(body.startTime).toBe(new Date(2024, 2, 1).getTime());
    expect(body.endTime).toBe(new Date(2024, 3, 1).getTime() - 1);
  });

  it('ignores an account type that is not one', () => {
    expect(billBodyOf({ ...NO_BILL_FILTERS, type: '0' }, 1, 10)).not.toHaveProperty('type');
  });
});

describe('billRangeIssue', () => {
  it('refuses an end before the start', () => {
    expect(billRangeIssue({ ...NO_BILL_FILTERS, from: '2024-03-02', to: '2024-03-01' })).toBe('wallet.bills.error.range');
    expect(billRangeIssue({ ...NO_BILL_FILTERS, from: '2024-03-01', to: '2024-03-01' })).toBeNull();
  });
});
