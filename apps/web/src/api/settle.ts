// Turns an answer into the call's result or error, following the error catalogue (§8).
import { CODE, STEP1_LOGIN_MESSAGE } from '@exchange/contract/constants';
import { showErrorToast } from './errorToast.ts';
import { transportMessage } from './messages.ts';
import { onUnauthorized } from './transportContext.ts';
import { TransportError } from './transportError.ts';

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);

const toCode = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  return undefined;
};

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/** True for an answer that says the caller is not (or no longer) logged in. */
export const isUnauthorizedAnswer = (status: number, body: unknown): boolean => {
  const obj = isObject(body) ? body : {};
  return (toCode(obj.code) ?? toCode(obj.error_code) ?? status) === CODE.unauthorized;
};

/** Statuses 200–500 carry an answer worth reading (§7); anything else is a broken exchange. */
export const isReadableStatus = (status: number): boolean => status >= 200 && status <= 500;

export const settle = <T>(status: number, body: unknown, raw: boolean | undefined): T => {
  const obj = isObject(body) ? body : {};
  const bodyCode = toCode(obj.code) ?? toCode(obj.error_code);
  const code = bodyCode ?? status;
  const message = textOf(obj.msg) ?? textOf(obj.error_description);

  // Flat answers (the token call) have no code of their own: their HTTP status decides.
  if (code === CODE.ok || (bodyCode === undefined && status >= 200 && status < 300)) {
    if (raw || !('code' in obj)) return body as T;
    return obj.data as T;
  }
  if (code === CODE.unauthorized) {
    onUnauthorized();
    throw new TransportError(message ?? transportMessage('unknownError'), { code, kind: 'unauthorized', body });
  }
  if (code === CODE.whitelisted || message === STEP1_LOGIN_MESSAGE) {
    throw new TransportError(message ?? '', { code, kind: 'business', silent: true, body });
  }
  if (raw) return body as T;
  const shown = message ?? transportMessage('unknownError');
  showErrorToast(shown);
  throw new TransportError(shown, { code, kind: bodyCode === undefined ? 'status' : 'business', body });
};
