// What the transport needs to know about the running app, injected at start-up (session/
// bootstrap.ts) so the transport depends on neither the session store nor the router.
import { DEFAULT_LANGUAGE } from '@exchange/contract/constants';

let authToken: () => string | undefined = () => undefined;
let language: () => string = () => DEFAULT_LANGUAGE;
let unauthorized: () => void = () => {};
let replaced: (token: string) => boolean = () => false;

/** Returns the access token while logged in. */
export const setAuthTokenGetter = (getter: () => string | undefined): void => {
  authToken = getter;
};

/** Returns the current language code (zh_cn, en …) sent in the language header. */
export const setLanguageGetter = (getter: () => string): void => {
  language = getter;
};

/** Called on a 401 answer: log out and go to /user/login (§8). */
export const setUnauthorizedHandler = (handler: () => void): void => {
  unauthorized = handler;
};

/**
 * Says whether an access token was replaced by a refresh of the same login (this tab's or another
 * tab's). The server retires a replaced token at once, so a call that was sent with it just before
 * the refresh is answered 401: that call is sent again with the new token instead of logging out.
 */
export const setReplacedTokenCheck = (check: (token: string) => boolean): void => {
  replaced = check;
};

export const currentAuthToken = (): string | undefined => authToken();
export const wasReplaced = (token: string): boolean => replaced(token);
export const currentLanguage = (): string => language();
export const onUnauthorized = (): void => unauthorized();
