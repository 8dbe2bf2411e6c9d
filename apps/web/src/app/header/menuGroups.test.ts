import { describe, expect, it } from 'vitest';
import type { NavItem } from '@exchange/contract/content';
import { groupMenu, navTarget, withoutPulse } from './menuGroups.ts';

const group = (nav_code: string): NavItem => ({
  id: nav_code,
  pid: '0',
  nav_code,
  nav_sort: '0',
  nav_show: '1',
  nav_path: `/${nav_code}`,
  deal_type: '',
  contract_type: '',
  children: [],
});

const codes = (items: NavItem[]) => items.map((item) => item.nav_code);

describe('groupMenu', () => {
  it('shows four groups, folds the rest into more and keeps welfare last', () => {
    const tree = ['buy', 'markets', 'trade', 'welfare', 'futures', 'finance', 'otc'].map(group);
    const menu = groupMenu(tree);
    expect(codes(menu.main)).toEqual(['buy', 'markets', 'trade', 'futures']);
    expect(codes(menu.more)).toEqual(['finance', 'otc']);
    expect(menu.welfare?.nav_code).toBe('welfare');
  });

  it('copes with short trees and no welfare group', () => {
    const menu = groupMenu(['a', 'b'].map(group));
    expect(codes(menu.main)).toEqual(['a', 'b']);
    expect(menu.more).toEqual([]);
    expect(menu.welfare).toBeUndefined();
    expect(groupMenu([])).toEqual({ main: [], more: [], welfare: undefined });
  });
});

describe('navTarget', () => {
  it('tells app paths from external links', () => {
    expect(navTarget({ nav_path: '/market/main' })).toEqual({ href: '/market/main', external: false });
    expect(navTarget({ nav_path: 'https://docs.example.com' })).toEqual({ href: 'https://docs.example.com', external: true });
  });
});

describe('withoutPulse', () => {
  it('drops the pulse entry at any level and keeps the rest', () => {
    const trade = { ...group('trade'), children: [group('spot'), group('pulse'), group('futures')] };
    const tree = [trade, group('pulse'), group('otc')];
    expect(withoutPulse(tree).map((g) => g.nav_code)).toEqual(['trade', 'otc']);
    expect(withoutPulse(tree)[0]!.children!.map((g) => g.nav_code)).toEqual(['spot', 'futures']);
  });
});
