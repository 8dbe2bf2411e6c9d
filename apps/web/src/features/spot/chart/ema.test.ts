import { describe, expect, it } from 'vitest';
import Big from 'big.js';
import { emaOf, nextEma, parseCloses } from './ema.ts';

const text = (values: Array<Big | undefined>) => values.map((v) => v?.toFixed(4));

describe('EMA', () => {
  it('starts from the simple average of the first period, then weights each close by 2/(n+1)', () => {
    const closes = parseCloses(['1', '2', '3', '4', '5']);
    expect(text(emaOf(closes, 3))).toEqual([undefined, undefined, '2.0000', '3.0000', '4.0000']);
    expect(text(emaOf(parseCloses(['10', '20', '40']), 2))).toEqual([undefined, '15.0000', '31.6667']);
  });

  it('has no float drift on decimal prices', () => {
    const closes = parseCloses(['0.1', '0.2', '0.3']);
    expect(emaOf(closes, 3)[2]!.toFixed()).toBe('0.2');
    expect(nextEma(new Big('0.1'), new Big('0.2'), 1).toFixed()).toBe('0.2');
  });

  it('gives nothing for fewer closes than the period', () => {
    expect(emaOf(parseCloses(['1', '2']), 5)).toEqual([undefined, undefined]);
  });

  it('reads unreadable closes as the one before', () => {
    expect(parseCloses(['x', '2', '', '3']).map((v) => v.toFixed())).toEqual(['0', '2', '2', '3']);
  });
});
