import { describe, expect, it } from 'vitest';
import { chooseContract, isContractKind, rememberContract } from './futuresRoute.ts';

const listed = ['ETH/USDT', 'BTC/USDT', 'SOL/USDT'];

describe('futures route', () => {
  it('knows the two contract kinds', () => {
    expect(isContractKind('ubw')).toBe(true);
    expect(isContractKind('bbw')).toBe(true);
    expect(isContractKind('xh')).toBe(false);
  });

  it('shows the contract asked for, or says it does not trade', () => {
    expect(chooseContract(listed, 'SOL/USDT', 'ubw')).toEqual({ pair: 'SOL/USDT' });
    expect(chooseContract(listed, 'DOT/USDT', 'ubw')).toEqual({ missing: 'DOT/USDT' });
  });

  it('else the one last viewed on that kind, BTC, then the first', () => {
    expect(chooseContract(listed, null, 'ubw')).toEqual({ pair: 'BTC/USDT' });
    rememberContract('ubw', 'SOL/USDT');
    expect(chooseContract(listed, null, 'ubw')).toEqual({ pair: 'SOL/USDT' });
    expect(localStorage.getItem('coin_web1-contract_last_pair_ubw')).toContain('SOL/USDT');
    expect(chooseContract(['ETH/USD'], null, 'bbw')).toEqual({ pair: 'ETH/USD' });
    expect(chooseContract([], null, 'bbw')).toEqual({ none: true });
  });
});
