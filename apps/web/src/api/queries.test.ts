import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { usePreferences } from '../session/preferences.ts';
import { useSession } from '../session/store.ts';
import { useBrand, useImages, useLogo, useMemberInfo, useNavigation } from './queries.ts';

const tables: Record<string, unknown[]> = {
  site_config: [
    { id: '1', config_code: 'web_logo', config_img_daytime: '/day.svg', config_img_night: '/night.svg' },
    { id: '2', config_code: 'brand_name', config_value: 'Coinly' },
  ],
  images: [{ id: '1', img_code: 'banner_1', img_url: '/b1.png' }],
  navigation: [
    { id: '1', pid: '0', nav_code: 'markets', nav_sort: '2', nav_show: '1', nav_path: '/market/main' },
    { id: '2', pid: '0', nav_code: 'trade', nav_sort: '1', nav_show: '1', nav_path: '' },
    { id: '3', pid: '2', nav_code: 'spot', nav_sort: '1', nav_show: '1', nav_path: '/exchange/index' },
    { id: '4', pid: '0', nav_code: 'hidden', nav_sort: '0', nav_show: '0', nav_path: '' },
  ],
};

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://host');
  const table = url.pathname.split('/').at(-1) ?? '';
  if (table === 'getMemberInfo') return Response.json({ code: 200, success: true, data: { id: 'm1' }, msg: '' });
  const records = tables[table] ?? [];
  return Response.json({ code: 200, success: true, data: { total: records.length, records }, msg: '' });
});

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: new QueryClient({ defaultOptions: { queries: { retry: false } } }) }, children);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('content hooks', () => {
  it('picks the logo of the current theme', async () => {
    usePreferences.setState({ theme: 'night' });
    const { result } = renderHook(() => useLogo(), { wrapper });
    await waitFor(() => expect(result.current).toBe('/night.svg'));
    usePreferences.setState({ theme: 'daytime' });
  });

  it('reads the brand from the site config', async () => {
    const { result } = renderHook(() => useBrand(), { wrapper });
    expect(result.current).toBe('Exchange');
    await waitFor(() => expect(result.current).toBe('Coinly'));
  });

  it('maps images by code', async () => {
    const { result } = renderHook(() => useImages(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ banner_1: '/b1.png' }));
  });

  it('builds the visible navigation tree in order', async () => {
    const { result } = renderHook(() => useNavigation(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.map((g) => g.nav_code)).toEqual(['trade', 'markets']);
    expect(result.current.data?.[0]?.children?.map((c) => c.nav_code)).toEqual(['spot']);
  });

  it('asks for the member profile only when logged in', async () => {
    useSession.setState({ isLoggedIn: false });
    const { result } = renderHook(() => useMemberInfo(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
