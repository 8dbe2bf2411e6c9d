// Sessions end when the member expects (issue 21, item 5): a logout call, a removed device, a
// refresh that rotates the session, a password change or reset, and a reused refresh token each
// stop the tokens concerned at once, and close the live-channel connections opened with them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { LOGOUT_PATH, UPDATE_PASSWORD_PATH, type Envelope, type LoginDeviceRow, type TokenResponse } from '@exchange/contract';
import { md5, startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { within } from '../../broker/testKit.ts';

let t: TestExchange;
const clients: MqttClient[] = [];
beforeAll(async () => {
  t = await startTestExchange({ AUTH_RATE_LIMIT: '100000', SEED_DEMO_USERS: 'off', DEMO_GRANT: '0' });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await t.close();
});

const infoStatus = async (token: string) => (await t.call('GET', t.coin('member/getMemberInfo'), { token })).status;
const refresh = (token: TokenResponse) => t.token({ grant_type: 'refresh_token', refresh_token: token.refresh_token });

/** A member's live connection, subscribed to their refresh topic, and whether it was closed. */
const liveAs = async (token: TokenResponse) => {
  const client = mqtt.connect(`ws://127.0.0.1:${t.port}/mqtt`, { protocolVersion: 4, reconnectPeriod: 0, connectTimeout: 4000, username: token.user_id, password: token.access_token });
  clients.push(client);
  await within(new Promise((resolve, reject) => client.once('connect', resolve).once('error', reject)), 'connect');
  await client.subscribeAsync(`refresh_${token.user_id}`);
  let closed = false;
  const closing = new Promise<void>((resolve) => client.once('close', () => resolve()));
  void closing.then(() => (closed = true));
  return { client, closing, closed: () => closed };
};

const newMember = async (deviceId = 'device-a') => {
  const { email, password } = await t.registerEmail();
  return { email, password, token: await t.login(email, password, { deviceId }) };
};

const logout = (opts: { token?: string; body?: unknown }) => t.call<Envelope>('POST', LOGOUT_PATH, { ...(opts.token ? { token: opts.token } : {}), body: opts.body ?? {} });

describe('logout', () => {
  it('ends the session: its access and refresh tokens stop working, its live connection closes', async () => {
    const m = await newMember();
    const other = await t.login(m.email, m.password, { deviceId: 'device-b' });
    const live = await liveAs(m.token);
    const res = await logout({ token: m.token.access_token, body: { refresh_token: m.token.refresh_token } });
    expect(res.body).toMatchObject({ code: 200 });
    expect(await infoStatus(m.token.access_token)).toBe(401);
    expect((await refresh(m.token)).status).toBe(401);
    await within(live.closing, 'live connection closed');
    // The member's other session is not touched.
    expect(await infoStatus(other.access_token)).toBe(200);
  });

  it('ends the session with the refresh token alone (an expired access token), and again is harmless', async () => {
    const m = await newMember();
    expect((await logout({ body: { refresh_token: m.token.refresh_token } })).body.code).toBe(200);
    expect(await infoStatus(m.token.access_token)).toBe(401);
    expect((await refresh(m.token)).status).toBe(401);
    expect((await logout({ token: m.token.access_token, body: { refresh_token: m.token.refresh_token } })).body.code).toBe(200);
  });

  it('refuses bad input with a clear message', async () => {
    const m = await newMember();
    expect((await logout({ body: { refresh_token: ['x'] } })).body).toMatchObject({ code: 400 });
    expect((await logout({ body: { refresh_token: 'x'.repeat(300) } })).body).toMatchObject({ code: 400, msg: 'Invalid refresh token' });
    expect((await logout({})).body).toMatchObject({ code: 401 });
    expect(await infoStatus(m.token.access_token)).toBe(200);
  });
});

describe('ends with its session', () => {
  it('removing a device ends the sessions opened on it and closes their live connections', async () => {
    const m = await newMember('phone');
    const laptop = await t.login(m.email, m.password, { deviceId: 'laptop' });
    const live = await liveAs(m.token);
    const devices = (await t.call<Envelope<LoginDeviceRow[]>>('GET', t.coin('member/getLoginDevice'), { token: laptop.access_token })).body.data;
    const phone = devices.find((d) => d.device_id === 'phone');
    expect((await t.call<Envelope>('POST', t.coin(`member/deleteDevice/${phone!.id}`), { token: laptop.access_token, body: {} })).body.code).toBe(200);
    expect(await infoStatus(m.token.access_token)).toBe(401);
    expect((await refresh(m.token)).status).toBe(401);
    await within(live.closing, 'live connection closed');
    expect(await infoStatus(laptop.access_token)).toBe(200);
  });

  it('a refresh retires the access token it replaces', async () => {
    const m = await newMember();
    expect(await infoStatus(m.token.access_token)).toBe(200);
    const next = await refresh(m.token);
    expect(next.status).toBe(200);
    expect(await infoStatus(m.token.access_token)).toBe(401);
    expect(await infoStatus(next.body.access_token)).toBe(200);
    const third = await refresh(next.body);
    expect(await infoStatus(next.body.access_token)).toBe(401);
    expect(await infoStatus(third.body.access_token)).toBe(200);
  });

  it('a password change, a reset and a reused refresh token close live connections', async () => {
    const changed = await newMember();
    const changedLive = await liveAs(changed.token);
    const done = await t.call<Envelope>('POST', UPDATE_PASSWORD_PATH, {
      token: changed.token.access_token,
      query: { oldPassword: md5(changed.password), newPassword: md5('Newpass1'), newPassword1: md5('Newpass1') },
    });
    expect(done.body.code).toBe(200);
    await within(changedLive.closing, 'closed by a password change');

    const reset = await newMember();
    const resetLive = await liveAs(reset.token);
    await t.call('GET', t.coin('open/send/email'), { query: { email: reset.email, purpose: 'reset' } });
    const res = await t.call<Envelope>('POST', t.coin('open/reset-password'), {
      body: { accountType: 'email', account: reset.email, password: md5('Reset1234'), code: await t.lastCode(reset.email) },
    });
    expect(res.body.code).toBe(200);
    await within(resetLive.closing, 'closed by a reset');

    const reused = await newMember();
    const next = (await refresh(reused.token)).body;
    const reusedLive = await liveAs(next);
    expect((await refresh(reused.token)).status).toBe(401);
    await within(reusedLive.closing, 'closed by a reused refresh token');
  });

  it('a live connection of a session that stays open is left alone', async () => {
    const m = await newMember();
    const live = await liveAs(m.token);
    const other = await t.login(m.email, m.password, { deviceId: 'device-b' });
    await logout({ token: other.access_token });
    const got = new Promise<string>((resolve) => live.client.once('message', (_topic, payload) => resolve(payload.toString())));
    t.ex.live.publisher.publish(`refresh_${m.token.user_id}`, { type: 'xh', isNew: '1' });
    expect(JSON.parse(await within(got, 'message'))).toEqual({ type: 'xh', isNew: '1' });
    expect(live.closed()).toBe(false);
  });
});
