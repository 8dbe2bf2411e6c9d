import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STEP1_LOGIN_MESSAGE } from '@exchange/contract/constants';
import { md5Hex } from '../lib/md5.ts';
import { isStep1, passwordLogin, refreshGrant, register, updatePassword } from './auth.ts';
import { setAuthTokenGetter } from './transport.ts';

vi.mock('../ui/toast.ts', () => ({ toast: { error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const called = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  const parsed = new URL(String(url), 'http://host');
  return { path: parsed.pathname, query: Object.fromEntries(parsed.searchParams), init: init ?? {} };
};
const token = { access_token: 'a', refresh_token: 'r', token_type: 'bearer', issued_at: 1 };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  setAuthTokenGetter(() => 'stale');
});
afterEach(() => vi.unstubAllGlobals());

describe('auth calls', () => {
  it('logs in with the md5 of the password in the token query, without Blade-Auth', async () => {
    fetchMock.mockResolvedValueOnce(Response.json(token));
    await expect(passwordLogin({ account: 'a@b.co', password: 'Demo1234', deviceId: 'd1' })).resolves.toEqual(token);
    const { path, query, init } = called();
    expect(path).toBe('/api/blade-auth/oauth/token');
    expect(init.method).toBe('POST');
    expect(query).toEqual({
      tenantId: '000000',
      scope: 'all',
      type: 'account',
      grant_type: 'password',
      username: 'a@b.co',
      password: md5Hex('Demo1234'),
      deviceId: 'd1',
    });
    const headers = init.headers as Record<string, string>;
    expect(headers['Tenant-Id']).toBe('000000');
    expect(headers['Blade-Auth']).toBeUndefined();
  });

  it('sends the second factor on the second step', async () => {
    fetchMock.mockResolvedValueOnce(Response.json(token));
    await passwordLogin({ account: 'a', password: 'p', deviceId: 'd', code: '123456', codeType: 'google' });
    expect(called().query).toMatchObject({ code: '123456', codeType: 'google' });
  });

  it('recognises the step-1 answer', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error_code: 400, error_description: STEP1_LOGIN_MESSAGE }, { status: 400 }));
    const error = await passwordLogin({ account: 'a', password: 'p', deviceId: 'd' }).catch((e: unknown) => e);
    expect(isStep1(error)).toBe(true);
    expect(isStep1(new Error(STEP1_LOGIN_MESSAGE))).toBe(false);
  });

  it('refreshes with the refresh grant', async () => {
    fetchMock.mockResolvedValueOnce(Response.json(token));
    await refreshGrant('rt', 'd1');
    expect(called().query).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'rt', deviceId: 'd1', scope: 'all' });
  });

  it('hashes the password of a registration', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ code: 200, success: true, data: null, msg: 'ok' }));
    await register({ accountType: 'email', account: 'a@b.co', password: 'Demo1234', code: '123456' });
    expect(JSON.parse(String(called().init.body))).toEqual({
      accountType: 'email',
      account: 'a@b.co',
      password: md5Hex('Demo1234'),
      code: '123456',
    });
  });

  it('hashes the three passwords of a change', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ code: 200, success: true, data: null, msg: 'ok' }));
    await updatePassword('old', 'new', 'new');
    expect(called().path).toBe('/api/blade-user/update-password');
    expect(called().query).toEqual({ oldPassword: md5Hex('old'), newPassword: md5Hex('new'), newPassword1: md5Hex('new') });
  });
});
