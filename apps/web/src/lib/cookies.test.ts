import { describe, expect, it } from 'vitest';
import { clearCookies } from './cookies.ts';

describe('clearCookies', () => {
  it('expires every cookie of the document', () => {
    document.cookie = 'a=1; path=/';
    document.cookie = 'b=2';
    expect(document.cookie).toContain('a=1');
    clearCookies();
    expect(document.cookie).toBe('');
  });
});
