// api/: everything the web says to the server. transport.ts is the only place that calls fetch
// and applies the transport rules of spec §7 and the error catalogue of §8 once, so pages and
// features never see headers, envelopes or status codes: they call the typed functions of the
// domain files (auth.ts, member.ts, content.ts …) or the TanStack Query hooks of queries.ts.
import { TIMEOUTS } from '@exchange/contract/constants';
import { transportMessage } from './messages.ts';
import { buildBody, buildHeaders, buildUrl, type RequestOptions } from './requestInit.ts';
import { isReadableStatus, settle } from './settle.ts';
import { TransportError } from './transportError.ts';

export type { Method, Params, RequestOptions } from './requestInit.ts';
export { TransportError, isTransportError, type TransportErrorKind } from './transportError.ts';
export { setAuthTokenGetter, setLanguageGetter, setUnauthorizedHandler } from './transportContext.ts';
export { coinUrl, contentUrl } from './urls.ts';

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const exchange = async (opts: RequestOptions, signal: AbortSignal) => {
  let response: Response;
  try {
    response = await fetch(buildUrl(opts), {
      method: opts.method ?? 'GET',
      headers: buildHeaders(opts),
      body: buildBody(opts),
      credentials: 'include',
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new TransportError(transportMessage('network'), { code: 0, kind: 'network', body: cause });
  }
  if (!isReadableStatus(response.status)) {
    throw new TransportError(`HTTP ${response.status}`, { code: response.status, kind: 'status' });
  }
  return { status: response.status, body: await readBody(response) };
};

export const request = async <T>(opts: RequestOptions): Promise<T> => {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Racing a timer (not only aborting) also bounds a fetch that ignores its signal.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TransportError(transportMessage('timeout'), { code: 0, kind: 'timeout' }));
    }, opts.timeoutMs ?? TIMEOUTS.requestMs);
  });
  try {
    const { status, body } = await Promise.race([exchange(opts, controller.signal), timeout]);
    return settle<T>(status, body, opts.raw);
  } finally {
    clearTimeout(timer);
  }
};
