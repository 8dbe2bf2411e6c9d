import { describe, expect, it } from 'vitest';
import { md5Hex } from './md5.ts';

describe('md5Hex', () => {
  it('matches the RFC 1321 test vectors in lowercase hex', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5Hex('Demo1234')).toBe('fd6138204c4eb1dd19e63896c1557e27');
  });

  it('hashes the UTF-8 bytes of non-ASCII text', () => {
    expect(md5Hex('密码')).toBe('a8105204604a0b11e916f3879aae3b0b');
  });
});
