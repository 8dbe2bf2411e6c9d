// session/: who is logged in and keeping it that way (spec §4 "Login", "Token refresh").
// `useSession` holds the token and user info, mirrored to storage (persistence.ts) so a reload
// or another tab sees the same session; login/logout also start and stop what lives with the
// session: the refresh timer (refreshTimer.ts) and the member's live channel (live.ts).
// bootstrap.ts wires it to the transport and router once at start-up.
import { create } from 'zustand';
import type { TokenResponse } from '@exchange/contract/envelope';
import type { MemberInfo } from '@exchange/contract/member';
import { endServerSession, passwordLogin, refreshGrant, type SecondFactor } from '../api/auth.ts';
import { getMemberInfo } from '../api/member.ts';
import { queryClient } from '../api/queryClient.ts';
import { PRIVATE_SCOPE, queryKeys } from '../api/queryKeys.ts';
import { clearCookies } from '../lib/cookies.ts';
import { getDeviceId } from '../lib/deviceId.ts';
import { closeLiveChannel, openLiveChannel } from './live.ts';
import {
  LOGGED_OUT,
  clearStoredSession,
  readStoredSession,
  tokenTimeOf,
  writeSession,
  writeUser,
  type SessionSnapshot,
  type UserInfo,
} from './persistence.ts';
import { startRefreshTimer, stopRefreshTimer, type RefreshTarget } from './refreshTimer.ts';

export { isStep1 } from '../api/auth.ts';
export type { UserInfo } from './persistence.ts';

export interface LoginInput {
  account: string;
  /** Plain text; hashed by the call. */
  password: string;
  /** Second factor of a two-step login (after an `isStep1` rejection). */
  code?: string;
  codeType?: SecondFactor;
}

interface SessionState extends SessionSnapshot {
  /** Rejects with an `isStep1` error when a second factor is needed. */
  login(input: LoginInput): Promise<UserInfo>;
  /** Fetches the member profile and merges it into user info. */
  loadProfile(): Promise<MemberInfo>;
  /** Refresh grant, then user-info reload. */
  refresh(): Promise<void>;
  logout(): void;
  /** Takes over what another tab wrote (a refreshed token, or a logout). */
  adoptStored(): void;
}

/**
 * Access tokens a refresh of the same login replaced, newest last (transportContext.ts
 * setReplacedTokenCheck): a call sent with one just before the refresh is sent again.
 */
const replacedTokens: string[] = [];
const REPLACED_KEPT = 4;
const noteReplaced = (previous: TokenResponse | null, next: TokenResponse | null) => {
  if (!previous || !next || previous.access_token === next.access_token || previous.user_id !== next.user_id) return;
  replacedTokens.push(previous.access_token);
  if (replacedTokens.length > REPLACED_KEPT) replacedTokens.shift();
};

/** Stops everything that lives with a session, without touching storage (another tab may own it). */
const endSession = (set: (s: SessionSnapshot) => void) => {
  replacedTokens.length = 0;
  stopRefreshTimer();
  closeLiveChannel();
  set(LOGGED_OUT);
  queryClient.removeQueries({ queryKey: [PRIVATE_SCOPE] });
};

export const useSession = create<SessionState>()((set, get) => {
  const accept = (token: TokenResponse, base: UserInfo | null) => {
    noteReplaced(get().token, token);
    const next: SessionSnapshot = { token, tokenTime: tokenTimeOf(token), user: { ...base, ...token }, isLoggedIn: true };
    writeSession(next);
    set(next);
  };

  return {
    ...readStoredSession(),

    login: async (input) => {
      const token = await passwordLogin({ ...input, deviceId: getDeviceId() });
      // A fresh login never inherits the previous account's profile.
      accept(token, null);
      startRefreshTimer(refreshTarget);
      try {
        await get().loadProfile();
      } catch (error) {
        // The login stands without the profile (useMemberInfo retries); only a 401 undoes it.
        if (!get().isLoggedIn) throw error;
      }
      return get().user ?? { ...token };
    },

    loadProfile: async () => {
      const info = await getMemberInfo();
      const { user, token, isLoggedIn } = get();
      // Logged out while the call was in flight: do not resurrect the session.
      if (!isLoggedIn || !user || !token) return info;
      const merged: UserInfo = { ...user, ...info };
      writeUser(merged);
      set({ user: merged });
      queryClient.setQueryData(queryKeys.memberInfo, info);
      openLiveChannel(merged, token.access_token);
      return info;
    },

    refresh: async () => {
      const { token, user } = get();
      if (!token) throw new Error('Not logged in');
      accept(await refreshGrant(token.refresh_token, getDeviceId()), user);
      await get().loadProfile();
    },

    logout: () => {
      // The server ends the session too, so a copy of the tokens dies with it; they are
      // forgotten here at once, whether that call succeeds or not.
      const { token } = get();
      if (token) endServerSession(token).catch(() => {});
      endSession(set);
      clearStoredSession();
      clearCookies();
    },

    adoptStored: () => {
      const stored = readStoredSession();
      if (!stored.isLoggedIn || !stored.token) {
        if (get().isLoggedIn) endSession(set);
        return;
      }
      noteReplaced(get().token, stored.token);
      set(stored);
      startRefreshTimer(refreshTarget);
      if (stored.user) openLiveChannel(stored.user, stored.token.access_token);
    },
  };
});

const refreshTarget: RefreshTarget = {
  tokenTime: () => useSession.getState().tokenTime,
  storedTokenTime: () => readStoredSession().tokenTime,
  adoptStored: () => useSession.getState().adoptStored(),
  refresh: () => useSession.getState().refresh(),
  logout: () => useSession.getState().logout(),
};

/** True when a refresh replaced this token (here or in another tab, whose token is taken over first). */
export const wasTokenReplaced = (accessToken: string): boolean => {
  const stored = readStoredSession().token;
  if (stored && stored.access_token !== useSession.getState().token?.access_token) useSession.getState().adoptStored();
  return replacedTokens.includes(accessToken);
};

/** Restarts what lives with a stored session after a page load. */
export const resumeSession = (): void => {
  const { isLoggedIn, user, token, loadProfile } = useSession.getState();
  if (!isLoggedIn || !token) return;
  startRefreshTimer(refreshTarget);
  if (user) openLiveChannel(user, token.access_token);
  // Fresh profile (and the member id the live channel needs); a dead token ends in a 401 logout.
  loadProfile().catch(() => {});
};
