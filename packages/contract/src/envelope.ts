// The shapes every call answers with (DESIGN §4): the business envelope, paged data,
// content-store pages and the flat token answer. Kept as types plus tiny builders the server uses.
import { CODE } from './constants.ts';

export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export interface ContentPage<T> {
  total: number;
  records: T[];
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
  user_id: string;
  account: string;
  user_name: string;
  avatar: string;
  tenant_id: string;
  /** Seconds since epoch when the token was issued; the web ages the token from this. */
  issued_at: number;
}

export interface TokenError {
  error_code: number;
  error_description: string;
}

export const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({ code: CODE.ok, success: true, data, msg });

export const fail = (msg: string, code: number = CODE.business): Envelope<null> => ({
  code,
  success: false,
  data: null,
  msg,
});

export const isTokenError = (value: unknown): value is TokenError =>
  typeof value === 'object' && value !== null && 'error_description' in value;
