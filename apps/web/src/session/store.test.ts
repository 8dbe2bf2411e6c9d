import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STEP1_LOGIN_MESSAGE } from '@exchange/contract/constants';
import type { MemberInfo } from '@exchange/contract/member';
import { endServerSession, passwordLogin, refreshGrant } from '../api/auth.ts';
import { getMemberInfo } from '../api/member.ts';
import { queryClient } from '../api/queryClient.ts';
import { TransportError } from '../api/transportError.ts';
import { getStore, setStore } from '../lib/storage.ts';
import { closeLiveChannel, openLiveChannel } from './live.ts';
import { startRefreshTimer, stopRefreshTimer } from './refreshTimer.ts';
import { isStep1, useSession, wasTokenReplaced } from './store.ts';

vi.mock('../api/auth.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  passwordLogin: vi.fn(),
  refreshGrant: vi.fn(),
  endServerSession: vi.fn(),
}));
vi.mock('../api/member.ts', () => ({ getMemberInfo: vi.fn() }));
vi.mock('./live.ts', () => ({ openLiveChannel: vi.fn(), closeLiveChannel: vi.fn() }));
vi.mock('./refreshTimer.ts', () => ({ startRefreshTimer: vi.fn(), stopRefreshTimer: vi.fn() }));

const token = (access: string, issuedAt = 1_900_000_000) => ({
  access_token: access,
  refresh_token: `r-${access}`,
  token_type: 'bearer' as const,
  expires_in: 604800,
  user_id: 'u1',
  account: 'demo@exchange.local',
  user_name: 'demo',
  avatar: '',
  tenant_id: '000000',
  issued_at: issuedAt,
});
const member = { id: 'm1', uid: '100001', first: 1, is_merchant: 0, merchant: null, email: 'demo@exchange.local' } as unknown as MemberInfo;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(endServerSession).mockResolvedValue(null);
  useSession.getState().logout();
  vi.mocked(getMemberInfo).mockResolvedValue(member);
});
afterEach(() => queryClient.clear());

describe('session store', () => {
  it('logs in: stores tokens, merges the profile, starts the timer and the live channel', async () => {
    vi.mocked(passwordLogin).mockResolvedValueOnce(token('a1'));
    const user = await useSession.getState().login({ account: 'demo@exchange.local', password: 'Demo1234' });
    expect(passwordLogin).toHaveBeenCalledWith(
      expect.objectContaining({ account: 'demo@exchange.local', password: 'Demo1234', deviceId: expect.any(String) }),
    );
    expect(user).toMatchObject({ access_token: 'a1', id: 'm1', uid: '100001' });
    const state = useSession.getState();
    expect(state.isLoggedIn).toBe(true);
    expect(state.tokenTime).toBe(1_900_000_000_000);
    expect(getStore({ name: 'token' })).toMatchObject({ access_token: 'a1' });
    expect(getStore({ name: 'tokenTime' })).toBe(1_900_000_000_000);
    expect(getStore({ name: 'isLogin' })).toBe(true);
    expect(getStore({ name: 'userInfo' })).toMatchObject({ access_token: 'a1', id: 'm1' });
    expect(startRefreshTimer).toHaveBeenCalled();
    expect(openLiveChannel).toHaveBeenCalledWith(expect.objectContaining({ id: 'm1' }), 'a1');
  });

  it('rejects with a step-1 error when a second factor is needed', async () => {
    vi.mocked(passwordLogin).mockRejectedValueOnce(
      new TransportError(STEP1_LOGIN_MESSAGE, { code: 400, kind: 'business', silent: true }),
    );
    const error = await useSession.getState().login({ account: 'a', password: 'p' }).catch((e: unknown) => e);
    expect(isStep1(error)).toBe(true);
    expect(useSession.getState().isLoggedIn).toBe(false);
  });

  it('keeps the login when only the profile fails', async () => {
    vi.mocked(passwordLogin).mockResolvedValueOnce(token('a1'));
    vi.mocked(getMemberInfo).mockRejectedValueOnce(new Error('offline'));
    await useSession.getState().login({ account: 'a', password: 'p' });
    expect(useSession.getState().isLoggedIn).toBe(true);
  });

  it('refreshes with the refresh token and reloads user info', async () => {
    vi.mocked(passwordLogin).mockResolvedValueOnce(token('a1'));
    await useSession.getState().login({ account: 'a', password: 'p' });
    vi.mocked(refreshGrant).mockResolvedValueOnce(token('a2', 1_900_600_000));
    await useSession.getState().refresh();
    expect(refreshGrant).toHaveBeenCalledWith('r-a1', expect.any(String));
    expect(useSession.getState()).toMatchObject({ tokenTime: 1_900_600_000_000, user: { access_token: 'a2', id: 'm1' } });
    expect(getMemberInfo).toHaveBeenCalledTimes(2);
  });

  it('logs out: clears storage, cookies, private queries, timer and live channel', async () => {
    vi.mocked(passwordLogin).mockResolvedValueOnce(token('a1'));
    await useSession.getState().login({ account: 'a', password: 'p' });
    document.cookie = 'sid=1; path=/';
    queryClient.setQueryData(['private', 'wallet'], [1]);
    queryClient.setQueryData(['content', 'footer', {}], [2]);
    setStore({ name: 'deviceId', content: 'keep' });
    useSession.getState().logout();
    expect(useSession.getState()).toMatchObject({ token: null, user: null, isLoggedIn: false });
    for (const name of ['token', 'tokenTime', 'userInfo', 'isLogin']) expect(getStore({ name })).toBeUndefined();
    expect(getStore({ name: 'deviceId' })).toBe('keep');
    expect(document.cookie).toBe('');
    expect(queryClient.getQueryData(['private', 'wallet'])).toBeUndefined();
    expect(queryClient.getQueryData(['content', 'footer', {}])).toEqual([2]);
    expect(stopRefreshTimer).toHaveBeenCalled();
    expect(closeLiveChannel).toHaveBeenCalled();
    expect(endServerSession).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'a1', refresh_token: 'r-a1' }));
  });

  it('forgets the tokens even when the server cannot end the session', async () => {
    vi.mocked(passwordLogin).mockResolvedValueOnce(token('a1'));
    await useSession.getState().login({ account: 'a', password: 'p' });
    vi.mocked(endServerSession).mockRejectedValueOnce(new TransportError('offline', { code: 0, kind: 'network' }));
    useSession.getState().logout();
    expect(useSession.getState().isLoggedIn).toBe(false);
    expect(getStore({ name: 'token' })).toBeUndefined();
    // Logged out already: nothing is sent a second time.
    useSession.getState().logout();
    expect(endServerSession).toHaveBeenCalledTimes(1);
  });

  it('knows the access tokens a refresh replaced, here or in another tab', async () => {
    vi.mocked(passwordLogin).mockResolvedValueOnce(token('a1'));
    await useSession.getState().login({ account: 'a', password: 'p' });
    expect(wasTokenReplaced('a1')).toBe(false);
    vi.mocked(refreshGrant).mockResolvedValueOnce(token('a2', 1_900_600_000));
    await useSession.getState().refresh();
    expect(wasTokenReplaced('a1')).toBe(true);
    expect(wasTokenReplaced('a2')).toBe(false);
    // Another tab refreshed: its token is taken over when the old one is refused.
    setStore({ name: 'token', content: token('a3', 1_900_900_000) });
    expect(wasTokenReplaced('a2')).toBe(true);
    expect(useSession.getState().token?.access_token).toBe('a3');
    useSession.getState().logout();
    expect(wasTokenReplaced('a1')).toBe(false);
  });

  it('does not bring a session back when the profile answers after logout', async () => {
    vi.mocked(passwordLogin).mockResolvedValueOnce(token('a1'));
    await useSession.getState().login({ account: 'a', password: 'p' });
    let answer = (_: MemberInfo) => {};
    vi.mocked(getMemberInfo).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const pending = useSession.getState().loadProfile();
    useSession.getState().logout();
    answer(member);
    await pending;
    expect(useSession.getState().user).toBeNull();
    expect(getStore({ name: 'userInfo' })).toBeUndefined();
  });

  it('adopts a token another tab wrote, and follows its logout', async () => {
    vi.mocked(passwordLogin).mockResolvedValueOnce(token('a1'));
    await useSession.getState().login({ account: 'a', password: 'p' });
    setStore({ name: 'token', content: token('a9', 1_900_900_000) });
    setStore({ name: 'tokenTime', content: 1_900_900_000_000 });
    useSession.getState().adoptStored();
    expect(useSession.getState().token?.access_token).toBe('a9');
    expect(useSession.getState().tokenTime).toBe(1_900_900_000_000);
    localStorage.clear();
    useSession.getState().adoptStored();
    expect(useSession.getState().isLoggedIn).toBe(false);
  });
});
