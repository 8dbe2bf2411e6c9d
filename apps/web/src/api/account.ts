// The account centre's calls (spec §7 "Auth and account", contract account.ts): security settings,
// devices and login log, KYC, API keys and the invitee list. As in auth.ts, plain passwords come
// in and md5 hex goes out (DESIGN §4), so no page can forget to hash one.
import {
  ACCOUNT_PATH,
  GOOGLE_ACTION,
  type AccountTicket,
  type ApiKeyCreated,
  type ApiKeyPermission,
  type ApiKeyRow,
  type GoogleSecret,
  type GoogleSecretMode,
  type InviteList,
  type KycInfo,
  type KycSubmitBody,
} from '@exchange/contract/account';
import type { AccountType } from '@exchange/contract/auth';
import type { Page } from '@exchange/contract/envelope';
import type { LoginDeviceRow, LoginLogRow } from '@exchange/contract/member';
import { COIN } from '@exchange/contract/paths';
import { md5Hex } from '../lib/md5.ts';
import type { PhoneAreaCode } from './queries.ts';
import { coinUrl, request } from './transport.ts';

const post = <T>(path: string, data: unknown): Promise<T> => request({ url: coinUrl(path), method: 'POST', data });
const get = <T>(path: string, params?: Record<string, string | number>): Promise<T> => request({ url: coinUrl(path), ...(params ? { params } : {}) });

/** Only present keys travel: the server treats a missing Google code as "not given". */
const withGoogle = (googleCode: string | undefined) => (googleCode ? { googleCode } : {});

// ---- Google 2FA ----

export const getGoogleSecret = (mode: GoogleSecretMode): Promise<GoogleSecret> => get(ACCOUNT_PATH.googleVerification(mode));

export const bindGoogle = (code: string): Promise<null> => get(ACCOUNT_PATH.googleBindOrReset(code, GOOGLE_ACTION.bind));

export const resetGoogle = (code: string): Promise<null> => get(ACCOUNT_PATH.googleBindOrReset(code, GOOGLE_ACTION.reset));

// ---- phone and e-mail ----

export const verifyOwnAccount = (accountType: AccountType, code: string): Promise<AccountTicket> =>
  post(ACCOUNT_PATH.accountVerification, { accountType, code });

export interface BindAccountInput {
  accountType: AccountType;
  account: string;
  areaCode?: string;
  code: string;
  ticket?: string;
  googleCode?: string;
}

export const bindAccount = ({ googleCode, ticket, ...rest }: BindAccountInput): Promise<null> =>
  post(ACCOUNT_PATH.accountVerificationBinding, { ...rest, ...(ticket ? { ticket } : {}), ...withGoogle(googleCode) });

export const getPhoneAreaCodes = (): Promise<PhoneAreaCode[]> => get(COIN.phoneAreaCode);

// ---- anti-phishing code and trade password ----

export const setAntiCode = (input: { antiCode: string; loginPassword: string; googleCode?: string }): Promise<null> =>
  post(ACCOUNT_PATH.antiCode, { antiCode: input.antiCode, loginPwd: md5Hex(input.loginPassword), ...withGoogle(input.googleCode) });

/** How the member proves it is them: the login password (first one), the old one, or a code. */
export type TradePasswordProof =
  | { kind: 'login'; loginPassword: string }
  | { kind: 'old'; oldPassword: string }
  | { kind: 'code'; code: string; accountType: AccountType };

const proofFields = (proof: TradePasswordProof) => {
  if (proof.kind === 'login') return { loginPwd: md5Hex(proof.loginPassword) };
  if (proof.kind === 'old') return { oldPayPwd: md5Hex(proof.oldPassword) };
  return { code: proof.code, accountType: proof.accountType };
};

export const setTradePassword = (input: { proof: TradePasswordProof; password: string; repeat: string; googleCode?: string }): Promise<null> =>
  post(ACCOUNT_PATH.tradePassword, {
    ...proofFields(input.proof),
    payPwd: md5Hex(input.password),
    payPwd1: md5Hex(input.repeat),
    ...withGoogle(input.googleCode),
  });

// ---- devices and login log ----

export const getLoginDevices = (): Promise<LoginDeviceRow[]> => get(COIN.loginDevice);

export const renameDevice = (id: string, deviceName: string): Promise<null> => post(COIN.updateDevice, { id, deviceName });

export const deleteDevice = (id: string): Promise<null> => post(COIN.deleteDevice(id), {});

export const getLoginLog = (current: number, size: number): Promise<Page<LoginLogRow>> => get(COIN.loginLog, { current, size });

// ---- KYC ----

export const getKycInfo = (): Promise<KycInfo> => get(ACCOUNT_PATH.kycRecord);

export const submitKyc = (body: KycSubmitBody): Promise<null> => post(ACCOUNT_PATH.kycSubmit, body);

// ---- API keys ----

export const getApiKeys = (current: number, size: number): Promise<Page<ApiKeyRow>> => post(ACCOUNT_PATH.apiKeyPage, { current, size });

export interface ApiKeyInput {
  /** Absent: a new key. */
  id?: string;
  label: string;
  permissions: ApiKeyPermission[];
  ipWhitelist: string;
  googleCode?: string;
}

export const saveApiKey = ({ id, googleCode, ...rest }: ApiKeyInput): Promise<ApiKeyCreated | ApiKeyRow> =>
  post(ACCOUNT_PATH.apiKeySave, { ...(id ? { id } : {}), ...rest, ...withGoogle(googleCode) });

export const deleteApiKey = (id: string): Promise<null> => post(ACCOUNT_PATH.apiKeyDelete, { id });

// ---- agent management ----

export const getInviteList = (current: number, size: number): Promise<InviteList> => get(ACCOUNT_PATH.inviteList, { current, size });
