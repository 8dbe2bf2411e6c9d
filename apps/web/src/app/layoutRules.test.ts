import { describe, expect, it } from 'vitest';
import { isBlackHeader, isFooterHidden } from './layoutRules.ts';

describe('isFooterHidden', () => {
  it('hides the footer on user, full-screen and pulse pages', () => {
    for (const path of ['/user/login', '/user/register', '/user/reset', '/exchange/full-screen/BTC_USDT', '/exchange/pulse/BTC_USDT']) {
      expect(isFooterHidden(path)).toBe(true);
    }
  });

  it('shows it everywhere else, including look-alike paths', () => {
    for (const path of ['/home/index', '/exchange/index', '/exchange/full-screen_newCoin/xh', '/exchange/full-contract/ubw', '/user', '/account/center/info']) {
      expect(isFooterHidden(path)).toBe(false);
    }
  });
});

describe('isBlackHeader', () => {
  it('turns the header black on pulse only', () => {
    expect(isBlackHeader('/exchange/pulse/BTC_USDT')).toBe(true);
    expect(isBlackHeader('/exchange/index')).toBe(false);
  });
});
