import { describe, expect, it } from 'vitest';
import { looksLikeAddress, memoIssue } from './addressCheck.ts';

describe('looksLikeAddress', () => {
  it.each([
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['BTC', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT'],
    ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['ERC20', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['BEP20', '0xde709f2102306220921060314715629080e2fb77'],
    ['TRC20', 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9'],
    ['XRP', 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh'],
    ['SOL', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    ['DOGE', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
    ['LTC', 'ltc1qg82tfpv9kls5f0s8ejh6cgmq2fqzf3s0w9xmfq'],
    ['ATOM', 'cosmos1t0ahqk8ep3ycg4vg5aw0t8n2nlt3d6yu3y2tr7'],
    ['DOT', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
  ])('accepts a %s address', (chain, address) => {
    expect(looksLikeAddress(chain, address)).toBe(true);
  });

  it.each([
    ['ERC20', 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9'],
    ['TRC20', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['ERC20', '0x52908400098527886E0F7030069857D2E4169EE'],
    ['BTC', '0OIl-not-base58'],
    ['XRP', ''],
  ])('refuses %s %s', (chain, address) => {
    expect(looksLikeAddress(chain, address)).toBe(false);
  });

  it('leaves chains it has no shape for to the server', () => {
    expect(looksLikeAddress('NEWCHAIN', 'anything-goes')).toBe(true);
  });
});

describe('memoIssue', () => {
  it('takes XRP tags as numbers up to 2^32 − 1', () => {
    expect(memoIssue('XRP', '4294967295')).toBeNull();
    expect(memoIssue('XRP', '4294967296')).toBe('wallet.withdraw.error.xrp_tag');
    expect(memoIssue('XRP', 'abc')).toBe('wallet.withdraw.error.xrp_tag');
  });

  it('takes other memos as short plain text; empty is fine', () => {
    expect(memoIssue('ATOM', '')).toBeNull();
    expect(memoIssue('ATOM', 'hello 42')).toBeNull();
    expect(memoIssue('ATOM', 'x'.repeat(65))).toBe('wallet.withdraw.error.memo');
  });
});
