import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { maskAccount } from './format.ts';

describe('maskAccount', () => {
  it.each([
    ['abcdef@x.com', 'ab****om'],
    ['a@b.c', 'a@****.c'],
    ['abcd@', 'ab****d@'],
    ['zhang.san@example.com', 'zh****om'],
    ['13812345678', '138****5678'],
    ['+8613812345678', '+86****5678'],
    ['12345678', '123****5678'],
  ])('masks %s as %s', (account, expected) => {
    expect(maskAccount(account)).toBe(expected);
  });

  it.each([
    ['a@b', 'a****'],
    ['ab@c', 'a****'],
    ['@', '****'],
    ['1234567', '1****'],
    ['12', '1****'],
    ['1', '****'],
    ['', ''],
  ])('keeps only the first character of the short %j: %j', (account, expected) => {
    expect(maskAccount(account)).toBe(expected);
  });

  it('never splits a character outside the basic plane', () => {
    expect(maskAccount('😀😀x@y.z😀')).toBe('😀😀****z😀');
  });

  it('shows a head and a tail of the account and hides at least one character', () => {
    // Without asterisks of its own, so the mask is the only place the result can be split.
    const accounts = fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).filter((text) => !text.includes('*'));
    fc.assert(
      fc.property(accounts, (account) => {
        const masked = maskAccount(account);
        if (account === '') return masked === '';
        const [head = '', tail = ''] = masked.split('****');
        const allowed = account.includes('@') ? 4 : 7;
        expect(masked).toBe(`${head}****${tail}`);
        expect(account.startsWith(head) && account.endsWith(tail)).toBe(true);
        expect(head.length + tail.length).toBeLessThanOrEqual(Math.min(allowed, account.length - 1));
        return true;
      }),
    );
  });
});
