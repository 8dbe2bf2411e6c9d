import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import en from '@exchange/contract/translations/en.json';
import { ALL_ROUTE_PATHS, ROUTE_REDIRECTS, pageRoutes } from './routes.tsx';
import type { RouteHandle } from './routes/handle.ts';
import { otherRoutes } from './routes/otherRoutes.tsx';
import '../i18n/index.ts';

// The progress bar runs between pages; its real timers would outlive the test file.
vi.mock('nprogress', () => ({ default: { configure: () => {}, isStarted: () => false, start: () => {}, done: () => {} } }));

const texts = en as Record<string, string>;

/** The entry's table with the other routes in place of the lazy chunk that renders them. */
const table: RouteObject[] = [{ path: '/', children: [...pageRoutes.filter((route) => route.path !== '*'), ...otherRoutes] }];

const handles = (list: RouteObject[]): RouteHandle[] =>
  list.flatMap((route) => [...(route.handle ? [route.handle as RouteHandle] : []), ...handles(route.children ?? [])]);

let landed = '';
function Probe() {
  const { pathname, search } = useLocation();
  landed = `${pathname}${search}`;
  return null;
}

/** Where a visitor who opens `path` ends up: the real routes, inside a frame without header and footer. */
const settle = async (path: string) => {
  function Routes() {
    return useRoutes([{ path: '/', element: <Outlet />, children: pageRoutes }]);
  }
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <Routes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The other routes' table is a chunk of its own; a redirect there happens once it has loaded.
  let last = '';
  await waitFor(() => {
    const stable = landed === last;
    last = landed;
    expect(stable && matchRoutes(table, landed)?.at(-1)?.route.handle).toBeTruthy();
  });
  view.unmount();
  return landed;
};

describe('route table', () => {
  it('has a page route of its own for every listed path', () => {
    for (const path of ALL_ROUTE_PATHS) {
      const leaf = matchRoutes(table, path)?.at(-1)?.route;
      expect(leaf?.path, path).not.toBe('*');
      expect(leaf?.handle, path).toBeTruthy();
    }
  });

  it('lists every page route once', () => {
    expect(new Set(ALL_ROUTE_PATHS).size).toBe(ALL_ROUTE_PATHS.length);
    expect(ALL_ROUTE_PATHS.length).toBe(handles(table).length);
  });

  it('has English texts for every title and section', () => {
    for (const handle of handles(table)) {
      expect(texts[handle.titleKey], handle.titleKey).toBeTruthy();
      if (handle.section) expect(texts[`section.${handle.section}.text`], handle.section).toBeTruthy();
    }
  });

  it.each(ROUTE_REDIRECTS)('redirects %s to %s', async (from, to) => {
    // A visitor asking for the member area is sent to the login page first, which names the path
    // asked for: after logging in, that path redirects on to its default. The merchant centre is
    // member-only too, but its default is known before the login: the login names it.
    const expected = to.startsWith('/account') ? `/user/login?redirect=${encodeURIComponent(from)}` : to.startsWith('/merchant') ? `/user/login?redirect=${encodeURIComponent(to)}` : to;
    expect(await settle(from)).toBe(expected);
  });

  it('keeps the query string through redirects', async () => {
    expect(await settle('/?invite_code=ABC123')).toBe('/home/index?invite_code=ABC123');
  });

  it('sends visitors from member pages to the login page and back', async () => {
    expect(await settle('/account/wallet/deposit?coin=BTC')).toBe(`/user/login?redirect=${encodeURIComponent('/account/wallet/deposit?coin=BTC')}`);
  });
});
