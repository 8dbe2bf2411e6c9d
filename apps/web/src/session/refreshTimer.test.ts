import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN } from '@exchange/contract/constants';
import { TransportError } from '../api/transportError.ts';
import { REFRESH_LOCK, checkToken, setNavigate, startRefreshTimer, stopRefreshTimer, type RefreshTarget } from './refreshTimer.ts';

const AGE_MS = TOKEN.refreshAgeSeconds * 1000;
const START = Date.UTC(2030, 0, 1);

const makeTarget = (issuedAt: number) => {
  const state = { tokenTime: issuedAt as number | null, stored: issuedAt as number | null };
  const target = {
    tokenTime: () => state.tokenTime,
    storedTokenTime: () => state.stored,
    adoptStored: vi.fn(() => {
      state.tokenTime = state.stored;
    }),
    refresh: vi.fn(async () => {
      state.tokenTime = Date.now();
      state.stored = state.tokenTime;
    }),
    logout: vi.fn(),
  } satisfies RefreshTarget;
  return { state, target };
};

const navigate = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  navigate.mockClear();
  setNavigate(navigate);
});
afterEach(() => {
  stopRefreshTimer();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('token refresh timer', () => {
  it('does not refresh below the age', async () => {
    const { target } = makeTarget(START - AGE_MS + 60_000);
    startRefreshTimer(target);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(target.refresh).not.toHaveBeenCalled();
  });

  it('refreshes once when the token reaches the age', async () => {
    const { target } = makeTarget(START - AGE_MS + 15_000);
    startRefreshTimer(target);
    await vi.advanceTimersByTimeAsync(TOKEN.checkIntervalMs);
    expect(target.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TOKEN.checkIntervalMs);
    expect(target.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TOKEN.checkIntervalMs * 5);
    expect(target.refresh).toHaveBeenCalledTimes(1);
  });

  it('starts no second refresh while one is in flight', async () => {
    const { target } = makeTarget(START - AGE_MS);
    let finish = () => {};
    target.refresh.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    startRefreshTimer(target);
    await vi.advanceTimersByTimeAsync(TOKEN.checkIntervalMs * 4);
    expect(target.refresh).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
  });

  it('logs out and goes to the root when the refresh fails', async () => {
    const { target } = makeTarget(START - AGE_MS);
    target.refresh.mockRejectedValueOnce(new Error('invalid refresh token'));
    startRefreshTimer(target);
    await vi.advanceTimersByTimeAsync(TOKEN.checkIntervalMs);
    expect(target.logout).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('tries again at the next check when the server cannot be reached', async () => {
    const { target } = makeTarget(START - AGE_MS);
    target.refresh.mockRejectedValueOnce(new TransportError('offline', { code: 0, kind: 'network' }));
    startRefreshTimer(target);
    await vi.advanceTimersByTimeAsync(TOKEN.checkIntervalMs);
    expect(target.logout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TOKEN.checkIntervalMs);
    expect(target.refresh).toHaveBeenCalledTimes(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('adopts a token another tab refreshed instead of refreshing again', async () => {
    const { state, target } = makeTarget(START - AGE_MS);
    state.stored = START - 1_000;
    await checkToken(target);
    expect(target.adoptStored).toHaveBeenCalledTimes(1);
    expect(target.refresh).not.toHaveBeenCalled();
    expect(state.tokenTime).toBe(START - 1_000);
  });

  it('follows another tab that logged out', async () => {
    const { state, target } = makeTarget(START - AGE_MS);
    state.stored = null;
    await checkToken(target);
    expect(target.adoptStored).toHaveBeenCalledTimes(1);
    expect(target.refresh).not.toHaveBeenCalled();
  });

  it('refreshes under the cross-tab Web Lock when the browser has one', async () => {
    const request = vi.fn((_name: string, run: () => Promise<void>) => run());
    vi.stubGlobal('navigator', { locks: { request } });
    const { target } = makeTarget(START - AGE_MS);
    await checkToken(target);
    expect(request).toHaveBeenCalledWith(REFRESH_LOCK, expect.any(Function));
    expect(target.refresh).toHaveBeenCalledTimes(1);
  });

  it('stops checking when stopped', async () => {
    const { target } = makeTarget(START - AGE_MS);
    startRefreshTimer(target);
    stopRefreshTimer();
    await vi.advanceTimersByTimeAsync(TOKEN.checkIntervalMs * 3);
    expect(target.refresh).not.toHaveBeenCalled();
  });
});
