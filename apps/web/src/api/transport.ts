// api/: everything the web says to the server. transport.ts is the only place that calls fetch
// and applies the transport rules of spec §7 and the error catalogue of §8 once, so pages and
// features never see headers, envelopes or status codes: they call the typed functions of the
// domain files (auth.ts, member.ts, content.ts …) or the TanStack Query hooks of queries.ts.
import { TIMEOUTS } from '@exchange/contract/constants';
import { transportMessage } from './messages.ts';
import { buildBody, buildHeaders, buildUrl, type RequestOptions } from './requestInit.ts';
import { isReadableStatus, isUnauthorizedAnswer, settle } from './settle.ts';
import { currentAuthToken, wasReplaced } from './transportContext.ts';
import { TransportError } from './transportError.ts';

export type { Method, Params, RequestOptions } from './requestInit.ts';
export { TransportError, isTransportError, type TransportErrorKind } from './transportError.ts';
export { setAuthTokenGetter, setLanguageGetter, setReplacedTokenCheck, setUnauthorizedHandler } from './transportContext.ts';
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

/** A file the server answered with, told apart from any envelope by its own type. */
class FileAnswer {
  constructor(readonly blob: Blob) {}
}

/** A file's bytes when the server answered with one; an envelope (an error) is read as any answer. */
const readFile = async (response: Response): Promise<unknown> =>
  response.ok && !(response.headers.get('content-type') ?? '').includes('json') ? new FileAnswer(await response.blob()) : readBody(response);

const exchange = async (opts: RequestOptions, signal: AbortSignal, read: (response: Response) => Promise<unknown> = readBody) => {
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
  return { status: response.status, body: await read(response) };
};

const call = async (opts: RequestOptions, read: typeof readBody, resent: boolean): Promise<unknown> => {
  const sentToken = opts.tokenless ? undefined : currentAuthToken();
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
    const { status, body } = await Promise.race([exchange(opts, controller.signal, read), timeout]);
    if (body instanceof FileAnswer) return body;
    // Sent with a token a refresh replaced meanwhile: nothing was done, so send it again (once).
    if (!resent && sentToken && isUnauthorizedAnswer(status, body) && wasReplaced(sentToken)) return call(opts, read, true);
    return settle(status, body, opts.raw);
  } finally {
    clearTimeout(timer);
  }
};

export const request = <T>(opts: RequestOptions): Promise<T> => call(opts, readBody, false) as Promise<T>;

/**
 * A file the server keeps for the caller (an upload, served to its member alone): fetched with
 * the same headers as any call, since an <img> cannot send Blade-Auth. An error answer rejects as
 * request() would (a 401 logs out).
 */
export const requestFile = async (opts: RequestOptions): Promise<Blob> => {
  const body = await call(opts, readFile, false);
  if (body instanceof FileAnswer) return body.blob;
  throw new TransportError(transportMessage('unknownError'), { code: 0, kind: 'status', body });
};
