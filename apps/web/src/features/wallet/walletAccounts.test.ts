import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from './testWallet.ts';
import { overviewAccounts, typeOfSlug, visibleAccountTypes, walletTotal } from './walletAccounts.ts';

describe('visibleAccountTypes', () => {
  it('lists spot, coin, lever, contract and pulse; merchant only for merchants; never 0, 6 or 7', () => {
    expect(visibleAccountTypes({ isMerchant: false, pulseAvailable: true })).toEqual(['1', '2', '3', '4', '9']);
    expect(visibleAccountTypes({ isMerchant: true, pulseAvailable: true })).toEqual(['1', '2', '3', '4', '8', '9']);
  });

  it('hides pulse when pulse is unavailable', () => {
    expect(visibleAccountTypes({ isMerchant: false, pulseAvailable: false })).toEqual(['1', '2', '3', '4']);
  });
});

describe('overviewAccounts', () => {
  const types = (rows: ReturnType<typeof overviewAccounts>) => rows.map((row) => row.type);

  it('shows an empty merchant account to merchants only', () => {
    expect(types(overviewAccounts(ACCOUNTS, { isMerchant: false, pulseAvailable: true }))).toEqual(['1', '2', '3', '4', '9']);
    expect(types(overviewAccounts(ACCOUNTS, { isMerchant: true, pulseAvailable: true }))).toContain('8');
  });

  it('shows a merchant account that still holds funds to a non-merchant (spec §6)', () => {
    const rows = ACCOUNTS.map((row) => (row.type === '8' ? { ...row, usdt: '12.5' } : row));
    expect(types(overviewAccounts(rows, { isMerchant: false, pulseAvailable: true }))).toContain('8');
  });
});

describe('walletTotal', () => {
  it('sums the accounts in BTC at 8 decimals without pulse, and values them in the display currency', () => {
    expect(walletTotal(ACCOUNTS, '1')).toEqual({ btc: '1.00000000', currency: '70000.00' });
    expect(walletTotal(ACCOUNTS, '7.2').currency).toBe('504000.00');
  });

  it('truncates the BTC total instead of rounding it up', () => {
    const rows = [{ type: '1', name: 'Spot', usdt: '1', rate: '3', balanceUsdt: '1' }] as const;
    expect(walletTotal([...rows], '1').btc).toBe('0.33333333');
  });

  it('is zero without a BTC price', () => {
    expect(walletTotal([{ type: '1', name: 'Spot', usdt: '10', rate: '0', balanceUsdt: '10' }], '1').btc).toBe('0.00000000');
  });
});

describe('typeOfSlug', () => {
  it('maps the /accountNew path part to its account type', () => {
    expect(typeOfSlug('lever')).toBe('3');
    expect(typeOfSlug('merchant')).toBe('8');
    expect(typeOfSlug('nope')).toBeUndefined();
  });
});
