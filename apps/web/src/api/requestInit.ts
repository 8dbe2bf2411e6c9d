// Builds what fetch is given from a call's options: query string, headers, body (§7 transport).
import { runtimeConfig } from './config.ts';
import { currentAuthToken, currentLanguage } from './transportContext.ts';

export type Method = 'GET' | 'POST' | 'DELETE';
export type Params = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  url: string;
  method?: Method;
  /** Query-string parameters; undefined values are left out. */
  params?: Params;
  /** Body: JSON-encoded unless `text` (sent as is) or `form` is used. */
  data?: unknown;
  /** Do not send Blade-Auth even when logged in (open calls, the token call). */
  tokenless?: boolean;
  /** Send `data` as is with content-type text/plain. */
  text?: boolean;
  /** Resolve with the whole answer, also when its code is an error (the caller reads the code). */
  raw?: boolean;
  headers?: Record<string, string>;
  /** Defaults to TIMEOUTS.requestMs (300 s); the deposit address call uses 5 s. */
  timeoutMs?: number;
  /** Multipart body (uploads); the browser sets the boundary header. */
  form?: FormData;
}

export const buildUrl = ({ url, params, method = 'GET' }: RequestOptions): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.append(key, String(value));
  }
  // A timestamp defeats caches that would otherwise serve a stale GET (§7).
  if (method === 'GET') query.set('t', String(Date.now()));
  const search = query.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
};

export const buildHeaders = ({ tokenless, text, form, data, headers }: RequestOptions): Record<string, string> => {
  const result: Record<string, string> = {
    Authorization: `Basic ${btoa(`${runtimeConfig.clientId}:${runtimeConfig.clientSecret}`)}`,
    [runtimeConfig.langHeader]: currentLanguage(),
  };
  const token = currentAuthToken();
  if (token && !tokenless) result['Blade-Auth'] = `bearer ${token}`;
  if (text) result['Content-Type'] = 'text/plain';
  else if (!form && data !== undefined) result['Content-Type'] = 'application/json';
  return { ...result, ...headers };
};

export const buildBody = ({ data, text, form }: RequestOptions): BodyInit | undefined => {
  if (form) return form;
  if (data === undefined) return undefined;
  if (text) return data as BodyInit;
  return JSON.stringify(data);
};
