import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectTarget } from './loginRedirect.ts';

describe('loginPathFor', () => {
  it('carries the wanted path and query, encoded', () => {
    expect(loginPathFor('/account/wallet/assets?tab=1')).toBe('/user/login?redirect=%2Faccount%2Fwallet%2Fassets%3Ftab%3D1');
  });
});

describe('safeRedirectTarget', () => {
  it('follows a path of this site', () => {
    expect(safeRedirectTarget('/account/center/info')).toBe('/account/center/info');
    expect(safeRedirectTarget(new URLSearchParams(loginPathFor('/otc/order?x=1').split('?')[1]).get('redirect'))).toBe(
      '/otc/order?x=1',
    );
  });

  it('goes home for missing, foreign or looping targets', () => {
    for (const bad of [null, undefined, '', 'https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)', '/user/login']) {
      expect(safeRedirectTarget(bad)).toBe('/home/index');
    }
  });
});
