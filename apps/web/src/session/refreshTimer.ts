// Keeps the token fresh (spec §4 "Token refresh"): every 10 s the token's age is checked; at
// 7 days it is refreshed once, user info reloaded; a failed refresh logs out and goes to '/'.
//
// One refresh in flight even across tabs: the refresh runs under a Web Lock, and inside it the
// stored token is read again — if another tab refreshed meanwhile, this tab adopts that token
// instead of spending the refresh token a second time (the server rejects a reused one).
// Without Web Locks the in-tab flag still prevents overlapping refreshes in this tab.
//
// "Failure" means the server refused the refresh. When the server could not be reached at all
// (offline laptop waking up), the next check simply tries again instead of logging out.
import { STORAGE_PREFIX, TOKEN } from '@exchange/contract/constants';
import { isTransportError } from '../api/transportError.ts';

/** What the timer needs from the session; injected so the timer stays testable and acyclic. */
export interface RefreshTarget {
  /** Issue time (ms) of the token in memory, null when logged out. */
  tokenTime(): number | null;
  /** Issue time (ms) of the token in storage, which another tab may have replaced. */
  storedTokenTime(): number | null;
  /** Take over the stored session (token refreshed or logged out by another tab). */
  adoptStored(): void;
  /** Refresh grant plus user-info reload. */
  refresh(): Promise<void>;
  logout(): void;
}

export const REFRESH_LOCK = `${STORAGE_PREFIX}-refresh`;

let navigate: (path: string) => void = (path) => window.location.assign(path);
let timer: ReturnType<typeof setInterval> | undefined;
let inFlight = false;

/** The router's navigate, so a failed refresh does not reload the page. */
export const setNavigate = (fn: (path: string) => void): void => {
  navigate = fn;
};

const isDue = (tokenTime: number | null): tokenTime is number =>
  tokenTime !== null && (Date.now() - tokenTime) / 1000 >= TOKEN.refreshAgeSeconds;

const refreshOnce = async (target: RefreshTarget): Promise<void> => {
  const stored = target.storedTokenTime();
  if (stored !== target.tokenTime()) target.adoptStored();
  if (isDue(stored)) await target.refresh();
};

const withLock = async (run: () => Promise<void>): Promise<void> => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) await locks.request(REFRESH_LOCK, run);
  else await run();
};

/** One check; exported for the tab that wants to check right away (start-up, wake from sleep). */
export const checkToken = async (target: RefreshTarget): Promise<void> => {
  if (inFlight || !isDue(target.tokenTime())) return;
  inFlight = true;
  try {
    await withLock(() => refreshOnce(target));
  } catch (error) {
    if (isTransportError(error) && (error.kind === 'network' || error.kind === 'timeout')) return;
    target.logout();
    navigate('/');
  } finally {
    inFlight = false;
  }
};

export const startRefreshTimer = (target: RefreshTarget): void => {
  stopRefreshTimer();
  timer = setInterval(() => void checkToken(target), TOKEN.checkIntervalMs);
};

export const stopRefreshTimer = (): void => {
  clearInterval(timer);
  timer = undefined;
};
