// session/: who is logged in and keeping it that way (spec §4 "Login", "Token refresh").
// `useSession` holds the token and user info, mirrored to storage (persistence.ts) so a reload
// or another tab sees the same session; login/logout also start and stop what lives with the
// session: the refresh timer (refreshTimer.ts) and the member's live channel (live.ts).
// bootstrap.ts wires it to the transport and router once at start-up.
import { create } from 'zustand';
import type { TokenResponse } from '@exchange/contract/envelope';
import type { MemberInfo } from '@exchange/contract/member';
import { passwordLogin, refreshGrant, type SecondFactor } from '../api/auth.ts';
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

/** Stops everything that lives with a session, without touching storage (another tab may own it). */
const endSession = (set: (s: SessionSnapshot) => void) => {
  stopRefreshTimer();
  closeLiveChannel();
  set(LOGGED_OUT);
  queryClient.removeQueries({ queryKey: [PRIVATE_SCOPE] });
};

export const useSession = create<SessionState>()((set, get) => {
  const accept = (token: TokenResponse, base: UserInfo | null) => {
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

/** Restarts what lives with a stored session after a page load. */
export const resumeSession = (): void => {
  const { isLoggedIn, user, token, loadProfile } = useSession.getState();
  if (!isLoggedIn || !token) return;
  startRefreshTimer(refreshTarget);
  if (user) openLiveChannel(user, token.access_token);
  // Fresh profile (and the member id the live channel needs); a dead token ends in a 401 logout.
  loadProfile().catch(() => {});
};
