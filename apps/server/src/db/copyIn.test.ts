// COPY's text format (copyIn.ts): what each value becomes, and what is refused before it reaches
// the database. projectionHost.test.ts sends such text through a real PGlite.
import { describe, expect, it } from 'vitest';
import { copyIn, copyStatement } from './copyIn.ts';

describe('copyIn', () => {
  it('writes a line a row, fields split by tabs, null as \\N', () => {
    const copy = copyIn('t', ['a', 'b', 'c', 'd'], [
      ['x', 12n, null, new Date(Date.UTC(2026, 0, 2, 3, 4, 5))],
      ['y', 1, true, undefined],
    ]);
    expect(copy.text).toBe('x\t12\t\\N\t2026-01-02T03:04:05.000Z\ny\t1\ttrue\t\\N\n');
    expect(copy.rows).toBe(2);
    expect(copyStatement(copy, '/dev/blob')).toBe(`copy "t" ("a", "b", "c", "d") from '/dev/blob'`);
  });

  it('escapes what would end a field or a row, and a backslash', () => {
    expect(copyIn('t', ['a'], [['a\tb\nc\rd\\e\\N']]).text).toBe('a\\tb\\nc\\rd\\\\e\\\\N\n');
  });

  it('writes nothing for no rows', () => {
    expect(copyIn('t', ['a'], [])).toMatchObject({ text: '', rows: 0 });
  });

  it('refuses a row of the wrong length, a NUL, a value it cannot write and a name that is not a plain identifier', () => {
    expect(() => copyIn('t', ['a', 'b'], [['x']])).toThrow(/1 values for 2 columns/);
    expect(() => copyIn('t', ['a'], [['x\u0000']])).toThrow(/NUL/);
    expect(() => copyIn('t', ['a'], [[{}]])).toThrow(/cannot be written/);
    expect(() => copyIn('t; drop table x', ['a'], [])).toThrow(/plain identifier/);
    expect(() => copyIn('t', ['a"'], [])).toThrow(/plain identifier/);
    expect(() => copyIn('t', ['a', 'b'], [[Number.NaN, 1]])).toThrow(/finite/);
  });
});
