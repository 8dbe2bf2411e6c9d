import { describe, expect, it } from 'vitest';
import { tradePath, tradeTypeOf } from './tradePath.ts';

describe('tradePath', () => {
  it('opens spot pairs full screen and contracts on their kind', () => {
    expect(tradePath({ kind: 'xh', pair: 'BTC/USDT' })).toBe('/exchange/full-screen/BTC_USDT');
    expect(tradePath({ kind: 'ubw', pair: 'ETH/USDT' })).toBe('/exchange/full-contract/ubw?symbol=ETH_USDT');
    expect(tradePath({ kind: 'bbw', pair: 'BTC/USD' })).toBe('/exchange/full-contract/bbw?symbol=BTC_USD');
  });

  it('sets the deal and contract type like the menu does', () => {
    expect(tradeTypeOf({ kind: 'xh' })).toEqual({ dealType: 'cash' });
    expect(tradeTypeOf({ kind: 'bbw' })).toEqual({ dealType: 'pry', contractType: 'bbw' });
  });
});
