import { describe, expect, it } from 'vitest';
import { tradeTypeOf, useTradeType } from './tradeType.ts';

describe('tradeTypeOf', () => {
  it('reads spot and contract menu items', () => {
    expect(tradeTypeOf({ deal_type: 'cash', contract_type: '' })).toEqual({ dealType: 'cash' });
    expect(tradeTypeOf({ deal_type: 'pry', contract_type: 'bbw' })).toEqual({ dealType: 'pry', contractType: 'bbw' });
  });

  it('makes a contract entry a contract deal even when its deal type is left empty', () => {
    // The seeded USDT-M and COIN-M entries name only their contract type.
    expect(tradeTypeOf({ deal_type: '', contract_type: 'ubw' })).toEqual({ dealType: 'pry', contractType: 'ubw' });
  });

  it('changes nothing for other items', () => {
    expect(tradeTypeOf({ deal_type: '', contract_type: '' })).toEqual({});
  });
});

describe('useTradeType', () => {
  it('keeps the choice under the coin_web1 prefix', () => {
    useTradeType.getState().choose({ dealType: 'pry', contractType: 'bbw' });
    expect(useTradeType.getState()).toMatchObject({ dealType: 'pry', contractType: 'bbw' });
    const stored = localStorage.getItem('coin_web1-tradeType');
    expect(stored).toContain('"bbw"');
  });
});
