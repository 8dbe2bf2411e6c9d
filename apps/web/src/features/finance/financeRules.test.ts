import { describe, expect, it } from 'vitest';
import type { FinanceHolding, FinanceProduct } from '@exchange/contract/finance';
import { canRedeem, filledPercent, heldIn, redeemProblem, roomLeft, subscribeProblem } from './financeRules.ts';

const product: FinanceProduct = { id: '1', coin: 'USDT', kind: 'flexible', rate: '0.05', term_days: 0, min_amount: '10', member_cap: '100', total_cap: '1000', subscribed: '950.5' };
const holding: FinanceHolding = { id: '4', product_id: '1', coin: 'USDT', kind: 'flexible', rate: '0.05', term_days: 0, principal: '60.1', interest: '0', earned: '0', start_time: 0, maturity_time: 0, status: '0' };

describe('savings form rules', () => {
  it('checks the amount against the minimum and both caps with exact decimals', () => {
    expect(subscribeProblem('', product, '0')).toEqual({ key: 'finance.error.amount_required' });
    expect(subscribeProblem('1e3', product, '0')?.key).toBe('finance.error.amount_invalid');
    expect(subscribeProblem('0.000000001', product, '0')?.key).toBe('finance.error.amount_invalid');
    expect(subscribeProblem('9.99999999', product, '0')).toEqual({ key: 'finance.error.below_min', values: { min: '10', coin: 'USDT' } });
    expect(subscribeProblem('39.9', product, '60.1')).toBeNull();
    expect(subscribeProblem('39.90000001', product, '60.1')).toEqual({ key: 'finance.error.over_member_cap', values: { cap: '100', left: '39.9', coin: 'USDT' } });
    expect(subscribeProblem('50', product, '0')).toEqual({ key: 'finance.error.over_total', values: { left: '49.5', coin: 'USDT' } });
    expect(roomLeft({ ...product, subscribed: '1000' })).toBe('0');
    expect(filledPercent(product)).toBe(95);
    expect(heldIn(product, [holding, { ...holding, id: '5', principal: '0.2' }, { ...holding, id: '6', status: '1', principal: '9' }])).toBe('60.3');
  });

  it('lets a flexible holding be redeemed in part or whole, a fixed one from maturity', () => {
    expect(redeemProblem('', holding)).toBeNull();
    expect(redeemProblem('60.1', holding)).toBeNull();
    expect(redeemProblem('60.10000001', holding)?.key).toBe('finance.error.over_principal');
    expect(canRedeem(holding, 0)).toBe(true);
    const fixed = { ...holding, kind: 'fixed' as const, maturity_time: 1000 };
    expect(canRedeem(fixed, 999)).toBe(false);
    expect(canRedeem(fixed, 1000)).toBe(true);
    expect(canRedeem({ ...holding, status: '1' }, 0)).toBe(false);
  });
});
