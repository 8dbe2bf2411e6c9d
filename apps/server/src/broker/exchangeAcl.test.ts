// The broker's ACL with real members and real access tokens (broker/index.test.ts covers the
// broker with a fake authenticate; this covers the server's wiring of it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import type { Envelope, MemberInfo } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../testing/kit.ts';
import { grantedQos } from './testKit.ts';

let t: TestExchange;
const clients: MqttClient[] = [];
beforeAll(async () => {
  t = await startTestExchange();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await t.close();
});

const connect = (credentials?: { username: string; password: string }) =>
  new Promise<MqttClient>((resolve, reject) => {
    const client = mqtt.connect(`ws://127.0.0.1:${t.port}/mqtt`, { protocolVersion: 4, reconnectPeriod: 0, connectTimeout: 4000, ...credentials });
    clients.push(client);
    client.once('connect', () => resolve(client));
    client.once('error', reject);
  });

const member = async (account: string) => {
  const tokens = await t.login(account, 'Demo1234');
  const info = await t.call<Envelope<MemberInfo>>('GET', t.coin('member/getMemberInfo'), { token: tokens.access_token });
  return { token: tokens.access_token, info: info.body.data };
};

describe('live channel ACL with real logins', () => {
  it('lets an anonymous client read market topics but not refresh topics', async () => {
    const anon = await connect();
    expect(await grantedQos(anon, 'index')).toBe(0);
    expect(await grantedQos(anon, 'refresh_1')).toBe(128);
  });

  it('gives a member its own refresh topic and chat key, not another member\'s', async () => {
    const a = await member('demo@exchange.local');
    const b = await member('merchant@exchange.local');
    const client = await connect({ username: a.info.id, password: a.token });
    expect(await grantedQos(client, `refresh_${a.info.id}`)).toBe(0);
    expect(await grantedQos(client, a.info.chatKey)).toBe(0);
    expect(await grantedQos(client, `refresh_${b.info.id}`)).toBe(128);
    expect(await grantedQos(client, b.info.chatKey)).toBe(128);
  });

  it('gives a merchant its merchant topic as well', async () => {
    const m = await member('merchant@exchange.local');
    expect(m.info.is_merchant).toBe(2);
    const client = await connect({ username: m.info.id, password: m.token });
    expect(await grantedQos(client, `refresh_${m.info.merchant?.id}`)).toBe(0);
  });

  it('never lets a merchant id name a member\'s topic (merchant 1 is not member 1)', async () => {
    const a = await member('demo@exchange.local');
    const m = await member('merchant@exchange.local');
    const client = await connect({ username: m.info.id, password: m.token });
    expect(await grantedQos(client, `refresh_${a.info.id}`)).toBe(128);
    // Whoever the members are, no merchant id is a member id: the two id spaces are apart.
    const merchants = await t.ex.db.selectFrom('merchant').select('id').execute();
    const clash = await t.ex.db.selectFrom('member').select('id').where('id', 'in', merchants.map((r) => r.id)).execute();
    expect(merchants.length).toBeGreaterThan(0);
    expect(clash).toEqual([]);
  });

  it('refuses a token presented under another member id', async () => {
    const a = await member('demo@exchange.local');
    const b = await member('merchant@exchange.local');
    await expect(connect({ username: b.info.id, password: a.token })).rejects.toThrow();
  });

  it('delivers a server publish on a refresh topic to its owner only', async () => {
    const a = await member('demo@exchange.local');
    const client = await connect({ username: a.info.id, password: a.token });
    await client.subscribeAsync(`refresh_${a.info.id}`);
    const got = new Promise<string>((resolve) => client.once('message', (_topic, payload) => resolve(payload.toString())));
    t.ex.live.publisher.publish(`refresh_${a.info.id}`, { type: 'xh', isNew: '1' });
    expect(JSON.parse(await got)).toEqual({ type: 'xh', isNew: '1' });
  });
});
