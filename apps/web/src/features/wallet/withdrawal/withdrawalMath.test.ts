import { describe, expect, it } from 'vitest';
import type { CoinChain } from '@exchange/contract/wallet';
import { maxWithdrawal, withdrawalAmountIssue, withdrawalFigures } from './withdrawalMath.ts';

const trc20: CoinChain = { chain: 'TRC20', min_deposit: '1', confirmations: 19, withdraw_min: '10', withdraw_fee: '1', withdraw_scale: 6, memo: 0 };
const btc: CoinChain = { chain: 'BTC', min_deposit: '0.0001', confirmations: 2, withdraw_min: '0.001', withdraw_fee: '0.0002', withdraw_scale: 8, memo: 0 };

describe('withdrawalFigures', () => {
  it('receives the amount typed; the fee comes on top', () => {
    expect(withdrawalFigures('25', trc20)).toEqual({ receive: '25', total: '26' });
    expect(withdrawalFigures('0.1', btc)).toEqual({ receive: '0.1', total: '0.1002' });
  });

  it('has no figures for what is not a number yet', () => {
    expect(withdrawalFigures('', trc20)).toBeNull();
    expect(withdrawalFigures('1.', trc20)).toBeNull();
  });
});

describe('maxWithdrawal', () => {
  it('is the available balance minus the fee, cut to the chain scale', () => {
    expect(maxWithdrawal('100', trc20)).toBe('99');
    expect(maxWithdrawal('0.123456789', btc)).toBe('0.12325678');
    expect(maxWithdrawal('12.3456789', trc20)).toBe('11.345678');
  });

  it('is zero when the fee does not fit', () => {
    expect(maxWithdrawal('1', trc20)).toBe('0');
    expect(maxWithdrawal('0.5', trc20)).toBe('0');
  });
});

describe('withdrawalAmountIssue', () => {
  const issue = (amount: string, available?: string) => withdrawalAmountIssue(amount, trc20, available, 'USDT');

  it('accepts an amount between the minimum and available minus fee', () => {
    expect(issue('10', '11')).toBeNull();
    expect(issue('99', '100')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(issue('')?.key).toBe('wallet.error.amount_required');
    expect(issue('abc')?.key).toBe('wallet.error.amount_invalid');
    expect(issue('0')?.key).toBe('wallet.error.amount_positive');
    expect(issue('10.1234567')).toEqual({ key: 'wallet.withdraw.error.scale', values: { scale: 6 } });
    expect(issue('9.999999')).toEqual({ key: 'wallet.withdraw.error.min', values: { min: '10', coin: 'USDT' } });
    expect(issue('99.000001', '100')?.key).toBe('wallet.withdraw.error.insufficient_with_fee');
  });
});
