import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../ui/toast.ts';
import { STEP1_LOGIN_MESSAGE } from '@exchange/contract/constants';
import {
  TransportError,
  coinUrl,
  contentUrl,
  request,
  requestFile,
  setAuthTokenGetter,
  setLanguageGetter,
  setReplacedTokenCheck,
  setUnauthorizedHandler,
} from './transport.ts';

vi.mock('../ui/toast.ts', () => ({ toast: { error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const reply = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValueOnce(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
};
const envelope = (data: unknown, code = 200, msg = 'ok') => ({ code, success: code === 200, data, msg });

// Each test starts well past the previous toast so the 2 s throttle never leaks between tests.
let clock = Date.UTC(2030, 0, 1);

beforeEach(() => {
  vi.useFakeTimers();
  clock += 60_000;
  vi.setSystemTime(clock);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(toast.error).mockClear();
  setAuthTokenGetter(() => undefined);
  setLanguageGetter(() => 'en');
  setUnauthorizedHandler(() => {});
  setReplacedTokenCheck(() => false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request headers and options', () => {
  it('sends the basic client header on every call', async () => {
    reply(envelope(1));
    await request({ url: '/x', tokenless: true });
    expect(lastCall().headers.Authorization).toBe(`Basic ${btoa('exchange_web:exchange_web_secret')}`);
  });

  it('sends Blade-Auth when logged in, unless the call is tokenless', async () => {
    setAuthTokenGetter(() => 'abc');
    reply(envelope(1));
    await request({ url: '/x' });
    expect(lastCall().headers['Blade-Auth']).toBe('bearer abc');
    reply(envelope(1));
    await request({ url: '/x', tokenless: true });
    expect(lastCall().headers['Blade-Auth']).toBeUndefined();
    setAuthTokenGetter(() => undefined);
    reply(envelope(1));
    await request({ url: '/x' });
    expect(lastCall().headers['Blade-Auth']).toBeUndefined();
  });

  it('sends the current language in the configured header', async () => {
    setLanguageGetter(() => 'zh_tw');
    reply(envelope(1));
    await request({ url: '/x' });
    expect(lastCall().headers['mj-lang']).toBe('zh_tw');
  });

  it('adds a timestamp to GET calls only and skips undefined params', async () => {
    reply(envelope(1));
    await request({ url: '/x', params: { a: 1, b: undefined, c: true } });
    expect(lastCall().url).toBe(`/x?a=1&c=true&t=${clock}`);
    reply(envelope(1));
    await request({ url: '/x', method: 'POST', params: { a: 'b' } });
    expect(lastCall().url).toBe('/x?a=b');
  });

  it('includes credentials', async () => {
    reply(envelope(1));
    await request({ url: '/x' });
    expect(lastCall().init.credentials).toBe('include');
  });

  it('sends JSON bodies by default and text as is with text/plain', async () => {
    reply(envelope(1));
    await request({ url: '/x', method: 'POST', data: { a: 1 } });
    expect(lastCall().init.body).toBe('{"a":1}');
    expect(lastCall().headers['Content-Type']).toBe('application/json');
    reply(envelope(1));
    await request({ url: '/x', method: 'POST', data: 'hello', text: true });
    expect(lastCall().init.body).toBe('hello');
    expect(lastCall().headers['Content-Type']).toBe('text/plain');
  });

  it('sends multipart forms without a content type of its own', async () => {
    const form = new FormData();
    form.append('type', '0');
    reply(envelope(1));
    await request({ url: '/x', method: 'POST', form });
    expect(lastCall().init.body).toBe(form);
    expect(lastCall().headers['Content-Type']).toBeUndefined();
  });

  it('lets a call add its own headers', async () => {
    reply(envelope(1));
    await request({ url: '/x', headers: { 'Tenant-Id': '000000' } });
    expect(lastCall().headers['Tenant-Id']).toBe('000000');
  });
});

describe('timeouts and failures', () => {
  const hang = () =>
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')))),
    );

  it('times out after 300000 ms by default', async () => {
    hang();
    const result = request({ url: '/x' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(299_999);
    hang();
    const short = request({ url: '/y', timeoutMs: 5_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await short).toMatchObject({ kind: 'timeout' });
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('rejects a network failure with a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'network', code: 0 });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('reads statuses 200 to 500 as answers and rejects the others', async () => {
    reply(envelope(null, 500, 'boom'), 500);
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'business', code: 500, message: 'boom' });
    reply('bad gateway', 502);
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'status', code: 502 });
  });
});

describe('answers', () => {
  it('resolves an envelope with its data, or whole when raw', async () => {
    reply(envelope({ a: 1 }));
    await expect(request({ url: '/x' })).resolves.toEqual({ a: 1 });
    reply(envelope({ a: 1 }));
    await expect(request({ url: '/x', raw: true })).resolves.toEqual(envelope({ a: 1 }));
  });

  it('resolves a flat success answer whole', async () => {
    const token = { access_token: 'a', refresh_token: 'r', token_type: 'bearer' };
    reply(token);
    await expect(request({ url: '/token', method: 'POST' })).resolves.toEqual(token);
  });

  it('takes the code from error_code or the HTTP status when the body has none', async () => {
    reply({ error_code: 400, error_description: 'Wrong password' }, 400);
    await expect(request({ url: '/x' })).rejects.toMatchObject({ code: 400, message: 'Wrong password' });
    vi.setSystemTime(clock + 5_000);
    reply('', 404);
    await expect(request({ url: '/x' })).rejects.toMatchObject({ code: 404, kind: 'status' });
  });

  it('logs out on 401 in the body or the status and rejects with the message', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    reply(envelope(null, 401, 'Please log in'), 401);
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'unauthorized', message: 'Please log in' });
    reply(envelope(null, 401, 'expired'));
    await expect(request({ url: '/x' })).rejects.toBeInstanceOf(TransportError);
    reply({ error_code: 401, error_description: 'bad refresh token' }, 401);
    await expect(request({ url: '/x', raw: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(handler).toHaveBeenCalledTimes(3);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends a call again, once, when its token was replaced by a refresh while it was on its way', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    let current = 'old';
    setAuthTokenGetter(() => current);
    setReplacedTokenCheck((token) => token === 'old');
    fetchMock.mockImplementationOnce(async () => {
      current = 'new';
      return new Response(JSON.stringify(envelope(null, 401, 'Please log in again')), { status: 200 });
    });
    reply(envelope('done'));
    await expect(request({ url: '/x', method: 'POST', data: { a: 1 } })).resolves.toBe('done');
    expect(lastCall().headers['Blade-Auth']).toBe('bearer new');
    expect(lastCall().init.body).toBe('{"a":1}');
    expect(handler).not.toHaveBeenCalled();

    // A token nobody replaced: a real logout.
    reply(envelope(null, 401, 'Please log in again'));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('fetches a private file with the token, and reads an error answer as any call', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    setAuthTokenGetter(() => 'abc');
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'content-type': 'image/png' } }));
    const file = await requestFile({ url: '/uploads/a.png' });
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(lastCall().headers['Blade-Auth']).toBe('bearer abc');
    reply(envelope(null, 401, 'Please log in again'), 401);
    await expect(requestFile({ url: '/uploads/a.png' })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('rejects code 405 and the step-1 answer silently', async () => {
    reply(envelope(null, 405, 'whitelisted'));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ silent: true, code: 405 });
    reply({ error_code: 400, error_description: STEP1_LOGIN_MESSAGE }, 400);
    await expect(request({ url: '/x' })).rejects.toMatchObject({ silent: true, message: STEP1_LOGIN_MESSAGE });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts other codes with msg, error_description or the unknown-error fallback', async () => {
    reply(envelope(null, 400, 'Insufficient balance'));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'business', silent: false });
    vi.setSystemTime(clock + 3_000);
    reply({ error_code: 400, error_description: 'Too many attempts' }, 400);
    await expect(request({ url: '/x' })).rejects.toThrow('Too many attempts');
    vi.setSystemTime(clock + 6_000);
    reply({ code: 400 });
    await expect(request({ url: '/x' })).rejects.toThrow('unknown error');
    expect(vi.mocked(toast.error).mock.calls.map((c) => c[0])).toEqual([
      'Insufficient balance',
      'Too many attempts',
      'unknown error',
    ]);
  });

  it('shows at most one error toast per 2000 ms across calls', async () => {
    reply(envelope(null, 400, 'one'));
    reply(envelope(null, 400, 'two'));
    await expect(request({ url: '/x' })).rejects.toThrow('one');
    vi.setSystemTime(clock + 1_999);
    await expect(request({ url: '/x' })).rejects.toThrow('two');
    expect(toast.error).toHaveBeenCalledTimes(1);
    vi.setSystemTime(clock + 2_000);
    reply(envelope(null, 400, 'three'));
    await expect(request({ url: '/x' })).rejects.toThrow('three');
    expect(toast.error).toHaveBeenCalledTimes(2);
  });

  it('resolves the original answer of a failed code when raw, without a toast', async () => {
    const body = { code: 1003, msg: 'pulse unavailable', data: null };
    reply(body);
    await expect(request({ url: '/ping', raw: true })).resolves.toEqual(body);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('urls', () => {
  it('builds business and content paths from the configured head', () => {
    expect(coinUrl('member/getMemberInfo')).toBe('/api/exchange/coin/member/getMemberInfo');
    expect(contentUrl('cgform-api/getData/footer')).toBe('/api/exchange/cgform-api/getData/footer');
  });
});
