import { describe, expect, it } from 'vitest';
import { dismissKycPrompt, shouldShowKycPrompt } from './kycPrompt.ts';

describe('KYC prompt', () => {
  it('shows for a first-login member who is not a merchant', () => {
    expect(shouldShowKycPrompt({ id: '1', first: 1, is_merchant: 0 })).toBe(true);
    expect(shouldShowKycPrompt({ id: '1', first: 0, is_merchant: 0 })).toBe(false);
    expect(shouldShowKycPrompt({ id: '1', first: 1, is_merchant: 2 })).toBe(false);
    expect(shouldShowKycPrompt(null)).toBe(false);
  });

  it('stays hidden for good after "don\'t show again", per user', () => {
    dismissKycPrompt('1', true);
    expect(shouldShowKycPrompt({ id: '1', first: 1, is_merchant: 0 })).toBe(false);
    expect(shouldShowKycPrompt({ id: '2', first: 1, is_merchant: 0 })).toBe(true);
    expect(localStorage.getItem('coin_web1-kycPrompt-1')).not.toBeNull();
  });

  it('stays hidden for the session only after "not now"', () => {
    dismissKycPrompt('1', false);
    expect(shouldShowKycPrompt({ id: '1', first: 1, is_merchant: 0 })).toBe(false);
    sessionStorage.clear();
    expect(shouldShowKycPrompt({ id: '1', first: 1, is_merchant: 0 })).toBe(true);
  });
});
