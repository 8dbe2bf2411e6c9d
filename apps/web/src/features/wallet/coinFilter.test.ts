import { describe, expect, it } from 'vitest';
import { filterCoins } from './coinFilter.ts';
import { COINS } from './testWallet.ts';

const coins = (rows: ReturnType<typeof filterCoins>) => rows.map((row) => row.coin);

describe('filterCoins', () => {
  it('keeps every coin without filters', () => {
    expect(coins(filterCoins(COINS, { hideZero: false, search: '' }))).toEqual(['USDT', 'BTC', 'ETH']);
  });

  it('hides coins whose total is zero', () => {
    expect(coins(filterCoins(COINS, { hideZero: true, search: '' }))).toEqual(['USDT', 'BTC']);
  });

  it('a coin with only frozen funds is not zero', () => {
    const rows = [{ coin: 'BNB', avatar: '', available: '0', frozen: '0.1', total: '0.1', usdt: '60' }];
    expect(coins(filterCoins(rows, { hideZero: true, search: '' }))).toEqual(['BNB']);
  });

  it('searches by part of the coin code in any case, trimmed', () => {
    expect(coins(filterCoins(COINS, { hideZero: false, search: ' us ' }))).toEqual(['USDT']);
    expect(coins(filterCoins(COINS, { hideZero: true, search: 'eth' }))).toEqual([]);
  });
});
