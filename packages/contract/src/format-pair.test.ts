import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { pairToPath, pathToPair, splitPair } from './format.ts';

describe('pairToPath and pathToPair', () => {
  it.each([
    ['BTC/USDT', 'BTC_USDT'],
    ['ETH/BTC', 'ETH_BTC'],
    ['1000SHIB/USDT', '1000SHIB_USDT'],
    ['BTC', 'BTC'],
    ['', ''],
  ])('%s ⇄ %s', (pair, path) => {
    expect(pairToPath(pair)).toBe(path);
    expect(pathToPair(path)).toBe(pair);
  });

  it('round-trips any BASE/QUOTE of coin symbols', () => {
    const coin = fc.stringMatching(/^[A-Z0-9]{1,10}$/);
    fc.assert(
      fc.property(coin, coin, (base, quote) => {
        const pair = `${base}/${quote}`;
        expect(pathToPair(pairToPath(pair))).toBe(pair);
        expect(pairToPath(pair)).not.toContain('/');
      }),
    );
  });
});

describe('splitPair', () => {
  it.each([
    ['BTC/USDT', 'BTC', 'USDT'],
    ['BTC_USDT', 'BTC', 'USDT'],
    ['BTC', 'BTC', ''],
    ['/USDT', '', 'USDT'],
    ['BTC/', 'BTC', ''],
    ['', '', ''],
  ])('%j → %j and %j', (symbolName, base, quote) => {
    expect(splitPair(symbolName)).toEqual({ base, quote });
  });
});
