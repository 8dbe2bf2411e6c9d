// Account calls before and around login (spec §7 "Auth and account"). Plain passwords come in,
// md5 hex goes out (DESIGN §4): callers never hash, so no call can forget to.
import type { AccountType, CodePurpose } from '@exchange/contract/auth';
import { STEP1_LOGIN_MESSAGE, TENANT_ID } from '@exchange/contract/constants';
import type { TokenResponse } from '@exchange/contract/envelope';
import type { LogoutBody } from '@exchange/contract/auth';
import { AUTH_TOKEN_PATH, COIN, LOGOUT_PATH, UPDATE_PASSWORD_PATH } from '@exchange/contract/paths';
import { coinUrl, request, TransportError } from './transport.ts';

export type SecondFactor = 'google' | 'email' | 'sms';

/** md5 is only needed when a password is sent, so its code loads then, not with the home page. */
const md5Hex = async (text: string) => (await import('../lib/md5.ts')).md5Hex(text);

const tokenCall = (params: Record<string, string | undefined>) =>
  request<TokenResponse>({
    url: AUTH_TOKEN_PATH,
    method: 'POST',
    // The token call authenticates by its own parameters; a stale Blade-Auth must not interfere.
    tokenless: true,
    headers: { 'Tenant-Id': TENANT_ID },
    params: { tenantId: TENANT_ID, scope: 'all', type: 'account', ...params },
  });

export const passwordLogin = async (input: {
  account: string;
  password: string;
  deviceId: string;
  code?: string;
  codeType?: SecondFactor;
}): Promise<TokenResponse> =>
  tokenCall({
    grant_type: 'password',
    username: input.account,
    password: await md5Hex(input.password),
    deviceId: input.deviceId,
    code: input.code,
    codeType: input.code ? input.codeType : undefined,
  });

export const refreshGrant = (refreshToken: string, deviceId: string): Promise<TokenResponse> =>
  tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken, deviceId });

/**
 * Ends the session on the server, so the tokens stop working wherever a copy of them is. Sent
 * with the tokens it ends (the session has already forgotten them), and raw: whatever it
 * answers, the logout goes ahead without a toast.
 */
export const endServerSession = (token: Pick<TokenResponse, 'access_token' | 'refresh_token'>): Promise<unknown> =>
  request({
    url: LOGOUT_PATH,
    method: 'POST',
    tokenless: true,
    raw: true,
    headers: { 'Blade-Auth': `bearer ${token.access_token}` },
    data: { refresh_token: token.refresh_token } satisfies LogoutBody,
  });

/** True for the whitelisted "step 1 login successful" answer: ask for the second factor. */
export const isStep1 = (error: unknown): boolean =>
  error instanceof TransportError && error.message === STEP1_LOGIN_MESSAGE;

interface AccountInput {
  accountType: AccountType;
  account: string;
  areaCode?: string;
  /** Plain text; hashed here. */
  password: string;
  code: string;
}

export const register = async ({ password, ...rest }: AccountInput & { inviteCode?: string }): Promise<null> =>
  request({ url: coinUrl(COIN.register), method: 'POST', tokenless: true, data: { ...rest, password: await md5Hex(password) } });

export const resetPassword = async ({ password, ...rest }: AccountInput): Promise<null> =>
  request({ url: coinUrl(COIN.resetPassword), method: 'POST', tokenless: true, data: { ...rest, password: await md5Hex(password) } });

export interface CodeSent {
  sent: boolean;
  expiresIn: number;
}

export const sendEmailCode = (email: string, purpose: CodePurpose): Promise<CodeSent> =>
  request({ url: coinUrl(COIN.sendEmail), params: { email, purpose } });

export const sendSmsCode = (phone: string, areaCode: string, purpose: CodePurpose): Promise<CodeSent> =>
  request({ url: coinUrl(COIN.sendSms), params: { phone, areaCode, purpose } });

/**
 * What the server tells about a name before login: its kind, and nothing about an account behind
 * it (whether one exists, whether it has Google 2FA), which would tell anyone who has an account.
 * The login form learns of 2FA from the token call's "step 1" answer (isStep1).
 */
export interface Authentication {
  accountType: AccountType;
}

export const getAuthentication = (account: string): Promise<Authentication> =>
  request({ url: coinUrl(COIN.getAuthentication), tokenless: true, params: { account } });

/** All three plain; the server logs every session out after a change, so should the caller. */
export const updatePassword = async (oldPlain: string, newPlain: string, repeatPlain: string): Promise<null> =>
  request({
    url: UPDATE_PASSWORD_PATH,
    method: 'POST',
    params: { oldPassword: await md5Hex(oldPlain), newPassword: await md5Hex(newPlain), newPassword1: await md5Hex(repeatPlain) },
  });
