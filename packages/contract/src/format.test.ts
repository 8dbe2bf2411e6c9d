import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as format from './format.ts';

describe('format', () => {
  it('offers the display helpers under their public names', () => {
    expect(Object.keys(format).sort()).toEqual(
      [
        'INVALID_NUMBER',
        'btcTotal',
        'btcValue',
        'formatAmount',
        'maskAccount',
        'pairToPath',
        'pathToPair',
        'percent',
        'shortenNumber',
        'splitPair',
        'stripZeros',
        'toCurrency',
        'toFixedDown',
        'wireTimeMs',
      ].sort(),
    );
    expect(format.INVALID_NUMBER).toBe('--');
  });

  it('never throws and reads bad input as --, never as a number', () => {
    const junk = fc.oneof(fc.string(), fc.constantFrom('NaN', 'Infinity', '1e', '--', '1.2.3', '١٢٣'));
    fc.assert(
      fc.property(junk, fc.integer({ min: -3, max: 30 }), (value, scale) => {
        const outputs = [
          format.shortenNumber(value, scale),
          format.toFixedDown(value, scale),
          format.formatAmount(value, scale),
          format.stripZeros(value),
          format.percent(value),
          format.btcValue(value, value),
          format.toCurrency(value, '1', scale),
          format.btcTotal([{ type: '1', usdt: value, rate: value }]),
        ];
        for (const out of outputs) expect(out === '--' || /^[-+]?\d+(\.\d+)?[MBT%]?$/.test(out)).toBe(true);
      }),
    );
  });
});
