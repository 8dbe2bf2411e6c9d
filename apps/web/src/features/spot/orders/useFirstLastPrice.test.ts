import { describe, expect, it } from 'vitest';
import { priceToOffer } from './useFirstLastPrice.ts';

describe('priceToOffer', () => {
  it('offers a real last price as it is', () => {
    expect(priceToOffer('65000.5')).toBe('65000.5');
    expect(priceToOffer('0.0001')).toBe('0.0001');
  });

  it('offers nothing for a market that never traded', () => {
    for (const none of [undefined, '', '0', '0.00', '.0']) expect(priceToOffer(none)).toBeUndefined();
  });
});
