import { describe, expect, it } from 'vitest';
import { clientKey } from './clientKey.ts';

describe('clientKey', () => {
  it('keeps an IPv4 address and unwraps one mapped into IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    expect(clientKey('2001:db8:aa:1::1')).toBe('2001:db8:aa:1::/64');
    expect(clientKey('2001:0db8:00aa:0001:ffff:1:2:3')).toBe('2001:db8:aa:1::/64');
    expect(clientKey('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('1::2:3:4:5:10.0.0.1')).toBe('1:0:2:3::/64');
  });
});
