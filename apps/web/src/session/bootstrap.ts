// Start-up wiring of the session: the transport learns where the token and language come
// from and what a 401 does, the refresh timer learns how to navigate, other tabs' token changes
// are adopted, and a stored session resumes (refresh timer, live channel, fresh profile).
import { setAuthTokenGetter, setLanguageGetter, setReplacedTokenCheck, setUnauthorizedHandler } from '../api/transport.ts';
import { storageKey } from '../lib/storage.ts';
import { SESSION_NAMES } from './persistence.ts';
import { applyTheme, usePreferences } from './preferences.ts';
import { setNavigate } from './refreshTimer.ts';
import { resumeSession, useSession, wasTokenReplaced } from './store.ts';

export const LOGIN_PATH = '/user/login';

/** Call once when the app starts, with the router's navigate. Returns an undo for tests and HMR. */
export const bootstrapSession = (navigate: (path: string) => void): (() => void) => {
  setAuthTokenGetter(() => useSession.getState().token?.access_token);
  setLanguageGetter(() => usePreferences.getState().language);
  setUnauthorizedHandler(() => {
    useSession.getState().logout();
    navigate(LOGIN_PATH);
  });
  setReplacedTokenCheck(wasTokenReplaced);
  setNavigate(navigate);
  applyTheme(usePreferences.getState().theme);

  const onStorage = (event: StorageEvent) => {
    // event.key null: another tab cleared the whole storage.
    if (event.key === null || event.key === storageKey(SESSION_NAMES.token)) useSession.getState().adoptStored();
  };
  window.addEventListener('storage', onStorage);
  resumeSession();
  return () => window.removeEventListener('storage', onStorage);
};
