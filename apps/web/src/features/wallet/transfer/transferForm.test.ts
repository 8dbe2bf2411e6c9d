import { describe, expect, it } from 'vitest';
import { cleanAmount, swapDirection, transferError, withAccount, type TransferDraft } from './transferForm.ts';

const draft: TransferDraft = { from: '1', to: '2', coin: 'USDT', amount: '10' };

describe('transferError', () => {
  it('accepts an amount within the available balance, up to all of it', () => {
    expect(transferError(draft, '100')).toBeNull();
    expect(transferError({ ...draft, amount: '100' }, '100')).toBeNull();
  });

  it.each([
    [{ to: '1' as const }, '100', 'wallet.transfer.error.same_account'],
    [{ coin: '' }, '100', 'wallet.transfer.error.coin'],
    [{ amount: ' ' }, '100', 'wallet.error.amount_required'],
    [{ amount: '1e3' }, '100', 'wallet.error.amount_invalid'],
    [{ amount: '-1' }, '100', 'wallet.error.amount_invalid'],
    [{ amount: '0.000' }, '100', 'wallet.error.amount_positive'],
    [{ amount: '0.123456789' }, '100', 'wallet.error.amount_scale'],
    [{ amount: '100.00000001' }, '100', 'wallet.error.insufficient'],
    [{}, undefined, 'wallet.transfer.error.balance_loading'],
  ])('refuses %o (available %s) with %s', (change, available, key) => {
    expect(transferError({ ...draft, ...change }, available)).toBe(key);
  });

  it('compares decimals exactly, not as floating point', () => {
    expect(transferError({ ...draft, amount: '0.3' }, '0.30000000')).toBeNull();
    expect(transferError({ ...draft, amount: '0.30000001' }, '0.3')).toBe('wallet.error.insufficient');
  });
});

describe('cleanAmount', () => {
  it('keeps digits and one point, at most the scale', () => {
    expect(cleanAmount('1a2,5')).toBe('12.5');
    expect(cleanAmount('1.2.3')).toBe('1.23');
    expect(cleanAmount('0.123456789')).toBe('0.12345678');
    expect(cleanAmount('3.1415', 2)).toBe('3.14');
  });
});

describe('direction', () => {
  it('swaps from and to, keeping coin and amount', () => {
    expect(swapDirection(draft)).toEqual({ ...draft, from: '2', to: '1' });
  });

  it('choosing the other side swaps instead of making both the same', () => {
    expect(withAccount(draft, 'from', '2')).toMatchObject({ from: '2', to: '1' });
    expect(withAccount(draft, 'to', '4')).toMatchObject({ from: '1', to: '4' });
  });
});
