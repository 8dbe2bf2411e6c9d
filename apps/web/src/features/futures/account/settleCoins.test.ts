import { describe, expect, it } from 'vitest';
import { settleCoinsOf } from './ContractSummary.tsx';

const row = (kind: 'xh' | 'ubw' | 'bbw', pair: string) => {
  const [base = '', quote = ''] = pair.split('/');
  return { kind, pair, base, quote };
};

describe('settlement coins of the contract account', () => {
  it('is USDT for the USDT-margined contracts and each base coin for the coin-margined ones', () => {
    expect(settleCoinsOf([row('xh', 'BTC/USDT'), row('ubw', 'BTC/USDT'), row('ubw', 'ETH/USDT'), row('bbw', 'BTC/USD'), row('bbw', 'ETH/USD')])).toEqual([
      { coin: 'USDT', kind: 'ubw', pair: 'BTC/USDT' },
      { coin: 'BTC', kind: 'bbw', pair: 'BTC/USD' },
      { coin: 'ETH', kind: 'bbw', pair: 'ETH/USD' },
    ]);
  });
});
