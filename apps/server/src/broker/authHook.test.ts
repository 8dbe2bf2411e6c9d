import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerAuthRoutes } from './authHook.ts';
import { fakeAuthenticate } from './testKit.ts';
import type { Authenticate } from './types.ts';

async function appWith(authenticate: Authenticate): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(brokerAuthRoutes, { authenticate });
  await app.ready();
  return app;
}

describe('broker auth hook (EMQX HTTP auth style)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(fakeAuthenticate);
  });
  afterAll(() => app.close());

  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(200);
    return res.json<{ result: string; acl?: unknown }>();
  };
  const auth = (payload: object) => post('/internal/mqtt/auth', payload);
  const acl = async (payload: object) => (await post('/internal/mqtt/acl', payload)).result;

  it('allows valid credentials and hands the broker the private topics of the principal', async () => {
    expect(await auth({ username: '13', password: 'tok-b' })).toEqual({
      result: 'allow',
      is_superuser: false,
      acl: [
        { permission: 'allow', action: 'subscribe', topic: 'eq refresh_13' },
        { permission: 'allow', action: 'subscribe', topic: 'eq refresh_m7' },
      ],
    });
  });

  it('allows anonymous connections, which read public topics only', async () => {
    expect(await auth({})).toMatchObject({ result: 'allow', acl: [] });
    expect(await auth({ username: '', password: '' })).toMatchObject({ result: 'allow', acl: [] });
  });

  it('denies wrong or incomplete credentials and malformed requests', async () => {
    expect((await auth({ username: '12', password: 'tok-b' })).result).toBe('deny');
    expect((await auth({ username: '99', password: 'tok-a' })).result).toBe('deny');
    expect((await auth({ username: '12' })).result).toBe('deny');
    expect((await auth({ username: { id: '12' }, password: 'tok-a' })).result).toBe('deny');
    const notJson = await app.inject({ method: 'POST', url: '/internal/mqtt/auth', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(notJson.statusCode).toBe(200);
    expect(notJson.json()).toEqual({ result: 'deny' });
  });

  it('applies the same subscribe ACL as the embedded broker', async () => {
    expect(await acl({ topic: 'index', action: 'subscribe' })).toBe('allow');
    expect(await acl({ username: '', topic: 'xh_deptH_BTC/USDT', action: 'subscribe' })).toBe('allow');
    expect(await acl({ topic: 'refresh_12', action: 'subscribe' })).toBe('deny');
    expect(await acl({ username: '12', password: 'tok-a', topic: 'refresh_12', action: 'subscribe' })).toBe('allow');
    expect(await acl({ username: '12', password: 'tok-a', topic: 'refresh_13', action: 'subscribe' })).toBe('deny');
    expect(await acl({ username: '13', password: 'tok-b', topic: 'refresh_m7', action: 'subscribe' })).toBe('allow');
    expect(await acl({ username: '12', password: 'tok-a', topic: '#', action: 'subscribe' })).toBe('deny');
    expect(await acl({ username: '12', password: 'tok-a', topic: 'refresh_+', action: 'subscribe' })).toBe('deny');
  });

  it('grants no private topic without a password or with a wrong one', async () => {
    expect(await acl({ username: '12', topic: 'refresh_12', action: 'subscribe' })).toBe('deny');
    expect(await acl({ username: '12', password: 'nope', topic: 'refresh_12', action: 'subscribe' })).toBe('deny');
    expect(await acl({ username: '12', password: 'nope', topic: 'index', action: 'subscribe' })).toBe('allow');
  });

  it('denies every client publish and every malformed request', async () => {
    expect(await acl({ username: '12', password: 'tok-a', topic: 'refresh_12', action: 'publish' })).toBe('deny');
    expect(await acl({ topic: 'index', action: 'publish' })).toBe('deny');
    expect(await acl({ topic: 'index', action: 'all' })).toBe('deny');
    expect(await acl({ action: 'subscribe' })).toBe('deny');
  });

  it('denies rather than fails when the authentication backend throws', async () => {
    const broken = await appWith(async () => {
      throw new Error('database down');
    });
    try {
      const res = await broken.inject({ method: 'POST', url: '/internal/mqtt/auth', payload: { username: '12', password: 'tok-a' } });
      expect(res.json()).toEqual({ result: 'deny' });
      const aclRes = await broken.inject({
        method: 'POST',
        url: '/internal/mqtt/acl',
        payload: { username: '12', password: 'tok-a', topic: 'refresh_12', action: 'subscribe' },
      });
      expect(aclRes.json()).toEqual({ result: 'deny' });
    } finally {
      await broken.close();
    }
  });
});
