import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../api/transport.ts';
import { setStore } from '../lib/storage.ts';
import { bootstrapSession } from './bootstrap.ts';
import { usePreferences } from './preferences.ts';
import { useSession } from './store.ts';

vi.mock('./live.ts', () => ({ openLiveChannel: vi.fn(), closeLiveChannel: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
let undo = () => {};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  undo();
  useSession.getState().logout();
  vi.unstubAllGlobals();
});

describe('bootstrapSession', () => {
  it('gives the transport the token and language, and logs out to /user/login on a 401', async () => {
    const navigate = vi.fn();
    useSession.setState({ isLoggedIn: false });
    undo = bootstrapSession(navigate);
    useSession.setState({ token: { access_token: 'tok' } as never, isLoggedIn: true });
    usePreferences.setState({ language: 'kr' });
    fetchMock.mockResolvedValueOnce(Response.json({ code: 401, success: false, data: null, msg: 'expired' }, { status: 401 }));
    await expect(request({ url: '/x' })).rejects.toThrow('expired');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['Blade-Auth']).toBe('bearer tok');
    expect(headers['mj-lang']).toBe('kr');
    expect(useSession.getState().isLoggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/user/login');
    usePreferences.setState({ language: 'en' });
  });

  it('adopts a token another tab stored', () => {
    undo = bootstrapSession(vi.fn());
    fetchMock.mockResolvedValue(Response.json({ code: 200, success: true, data: { id: 'm1' }, msg: '' }));
    setStore({ name: 'tokenTime', content: 1 });
    setStore({ name: 'isLogin', content: true });
    setStore({ name: 'token', content: { access_token: 'other', refresh_token: 'r' } });
    window.dispatchEvent(new StorageEvent('storage', { key: 'coin_web1-token' }));
    expect(useSession.getState()).toMatchObject({ isLoggedIn: true, token: { access_token: 'other' } });
  });
});
