import { describe, expect, it } from 'vitest';
import { checkMarginAmount } from '@exchange/contract/futures';
import { marginProblemKey } from './marginProblem.ts';

describe('margin amount problems', () => {
  it('has a translated message for each answer of the contract check', () => {
    expect(marginProblemKey(checkMarginAmount('')!)).toBe('wallet.error.amount_required');
    expect(marginProblemKey(checkMarginAmount('1e3')!)).toBe('wallet.error.amount_invalid');
    expect(marginProblemKey(checkMarginAmount('0.123456789')!)).toBe('wallet.error.amount_scale');
    expect(marginProblemKey(checkMarginAmount('0')!)).toBe('wallet.error.amount_positive');
  });
});
