// The session as kept in storage (spec §3): 'token', 'tokenTime', 'userInfo', 'isLogin'.
// Storage, not memory, is the truth shared by every tab: a tab that refreshes the token writes
// it here and the others adopt it.
import type { TokenResponse } from '@exchange/contract/envelope';
import type { MemberInfo } from '@exchange/contract/member';
import { getStore, removeStore, setStore } from '../lib/storage.ts';

/** The token answer merged with the member profile once it is loaded. */
export type UserInfo = TokenResponse & Partial<MemberInfo>;

export interface SessionSnapshot {
  token: TokenResponse | null;
  /** Milliseconds since epoch when the token was issued or refreshed. */
  tokenTime: number | null;
  user: UserInfo | null;
  isLoggedIn: boolean;
}

export const SESSION_NAMES = { token: 'token', tokenTime: 'tokenTime', user: 'userInfo', isLogin: 'isLogin' } as const;

export const LOGGED_OUT: SessionSnapshot = { token: null, tokenTime: null, user: null, isLoggedIn: false };

const isToken = (value: unknown): value is TokenResponse =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TokenResponse).access_token === 'string' &&
  typeof (value as TokenResponse).refresh_token === 'string';

/** Ages the token from the server's issue time when it says, else from now. */
export const tokenTimeOf = (token: TokenResponse): number =>
  typeof token.issued_at === 'number' && token.issued_at > 0 ? token.issued_at * 1000 : Date.now();

/** Logged in means a usable stored token (spec §6), whatever else is left in storage. */
export const readStoredSession = (): SessionSnapshot => {
  const token = getStore<unknown>({ name: SESSION_NAMES.token });
  if (!isToken(token) || getStore<unknown>({ name: SESSION_NAMES.isLogin }) !== true) return LOGGED_OUT;
  const tokenTime = getStore<unknown>({ name: SESSION_NAMES.tokenTime });
  const user = getStore<UserInfo>({ name: SESSION_NAMES.user });
  return {
    token,
    tokenTime: typeof tokenTime === 'number' ? tokenTime : tokenTimeOf(token),
    user: user && typeof user === 'object' ? user : { ...token },
    isLoggedIn: true,
  };
};

/** Token last: other tabs listen to the token key and must find the rest already written. */
export const writeSession = ({ token, tokenTime, user }: SessionSnapshot): void => {
  setStore({ name: SESSION_NAMES.tokenTime, content: tokenTime });
  setStore({ name: SESSION_NAMES.user, content: user });
  setStore({ name: SESSION_NAMES.isLogin, content: true });
  setStore({ name: SESSION_NAMES.token, content: token });
};

export const writeUser = (user: UserInfo): void => setStore({ name: SESSION_NAMES.user, content: user });

export const clearStoredSession = (): void => {
  for (const name of Object.values(SESSION_NAMES)) removeStore({ name });
};
