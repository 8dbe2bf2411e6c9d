import { describe, expect, it } from 'vitest';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import en from '@exchange/contract/translations/en.json';
import { ALL_ROUTE_PATHS, ROUTE_REDIRECTS, routes } from './routes.tsx';
import type { RouteHandle } from './routes/handle.ts';

const texts = en as Record<string, string>;

const handles = (list: RouteObject[]): RouteHandle[] =>
  list.flatMap((route) => [...(route.handle ? [route.handle as RouteHandle] : []), ...handles(route.children ?? [])]);

const settle = async (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    const check = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (check()) return resolve();
    const stop = router.subscribe(() => {
      if (check()) {
        stop();
        resolve();
      }
    });
  });
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
};

describe('route table', () => {
  it('has a page route of its own for every listed path', () => {
    for (const path of ALL_ROUTE_PATHS) {
      const matches = matchRoutes(routes, path);
      const leaf = matches?.at(-1)?.route;
      expect(leaf?.path, path).not.toBe('*');
      expect(leaf?.lazy, path).toBeTypeOf('function');
    }
  });

  it('lists every page route once', () => {
    expect(new Set(ALL_ROUTE_PATHS).size).toBe(ALL_ROUTE_PATHS.length);
    const pages = handles(routes).length;
    expect(ALL_ROUTE_PATHS.length).toBe(pages);
  });

  it('has English texts for every title and section', () => {
    for (const handle of handles(routes)) {
      expect(texts[handle.titleKey], handle.titleKey).toBeTruthy();
      if (handle.section) expect(texts[`section.${handle.section}.text`], handle.section).toBeTruthy();
    }
  });

  it.each(ROUTE_REDIRECTS)('redirects %s to %s', async (from, to) => {
    const landed = await settle(from);
    // Members-only defaults send a visitor on to the login page, which names the default.
    const expected = to.startsWith('/account') ? `/user/login?redirect=${encodeURIComponent(to)}` : to;
    expect(landed).toBe(expected);
  });

  it('keeps the query string through redirects', async () => {
    expect(await settle('/?invite_code=ABC123')).toBe('/home/index?invite_code=ABC123');
  });

  it('sends visitors from member pages to the login page and back', async () => {
    expect(await settle('/account/wallet/deposit?coin=BTC')).toBe(
      `/user/login?redirect=${encodeURIComponent('/account/wallet/deposit?coin=BTC')}`,
    );
  });
});
