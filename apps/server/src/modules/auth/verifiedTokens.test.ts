import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verifiedTokens.ts';

const claims = (expiresAt: number) => ({ memberId: '7', sessionId: 's', expiresAt, generation: 0 });

describe('VerifiedTokens', () => {
  it('answers a remembered token until its expiry, and not after', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', claims(100));
    expect(tokens.get('a.b.c', 99)).toEqual(claims(100));
    expect(tokens.get('a.b.c', 100)).toBeUndefined();
    // Forgotten once expired, even when asked with an earlier clock afterwards.
    expect(tokens.get('a.b.c', 50)).toBeUndefined();
  });

  it('knows only the exact token text', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', claims(100));
    expect(tokens.get('a.b.d', 1)).toBeUndefined();
  });

  it('forgets the oldest verdict when full', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('one', claims(100));
    tokens.remember('two', claims(100));
    tokens.remember('three', claims(100));
    expect(tokens.get('one', 1)).toBeUndefined();
    expect(tokens.get('two', 1)).toBeDefined();
    expect(tokens.get('three', 1)).toBeDefined();
  });
});
