import { connect as tcpConnect, createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLiveChannel, type LiveChannel } from './index.ts';
import { clientPool, fakeAuthenticate, grantedQos, inbox, silentLog, startHttp, within } from './testKit.ts';
import type { Log } from './types.ts';

const MOSQUITTO = 'mqtt://127.0.0.1:1883';

const answers = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = tcpConnect({ host: '127.0.0.1', port, timeout: 500 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });

const mosquittoUp = await answers(1883);

/** A port that was just free, so nothing answers there. */
async function deadPort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Publishes until `arrived` settles: the link to the external broker connects in the background. */
async function publishUntil(channel: LiveChannel, topic: string, payload: unknown, arrived: Promise<unknown>): Promise<unknown> {
  const timer = setInterval(() => channel.publisher.publish(topic, payload), 100);
  channel.publisher.publish(topic, payload);
  try {
    return await within(arrived, `external delivery on ${topic}`);
  } finally {
    clearInterval(timer);
  }
}

describe('live channel: external broker (MQTT_URL)', () => {
  let http: Awaited<ReturnType<typeof startHttp>>;
  let channel: LiveChannel | undefined;
  let pool: ReturnType<typeof clientPool>;

  beforeEach(async () => {
    http = await startHttp();
    pool = clientPool();
  });

  afterEach(async () => {
    await pool.closeAll();
    if (channel) await within(channel.close(), 'channel close');
    channel = undefined;
    await http.close();
  });

  it.skipIf(!mosquittoUp)('publishes to the external broker and still to local browsers', async () => {
    channel = await createLiveChannel({ server: http.server, externalUrl: MOSQUITTO, authenticate: fakeAuthenticate, log: silentLog });
    const topic = `xh_trade_T${Math.random().toString(36).slice(2, 10).toUpperCase()}/USDT`;
    const trade = { price: '1.5', amount: '2', direction: '1' };

    const direct = await pool.connect(MOSQUITTO);
    const browser = await pool.connect(`ws://127.0.0.1:${http.port}/mqtt`);
    expect(await grantedQos(direct, topic)).toBe(0);
    expect(await grantedQos(browser, topic)).toBe(0);
    const local = inbox(browser).next(topic);

    expect(await publishUntil(channel, topic, trade, inbox(direct).next(topic))).toEqual(trade);
    expect(await local).toEqual(trade);
  });

  it('keeps serving local browsers and drops, with one warning, while the external broker is unreachable', async () => {
    const warnings: string[] = [];
    const log: Log = { ...silentLog, warn: (obj, msg) => warnings.push(msg ?? String(obj)) };
    channel = await createLiveChannel({ server: http.server, externalUrl: `mqtt://127.0.0.1:${await deadPort()}`, authenticate: fakeAuthenticate, log });

    const browser = await pool.connect(`ws://127.0.0.1:${http.port}/mqtt`);
    expect(await grantedQos(browser, 'index')).toBe(0);
    const box = inbox(browser);
    for (let i = 0; i < 1_000; i += 1) channel.publisher.publish('index', { i });
    await within(
      new Promise<void>((resolve) => {
        const check = () => (box.received.length === 1_000 ? resolve() : setTimeout(check, 10));
        check();
      }),
      'local delivery of every update',
    );
    expect(warnings.filter((w) => w.includes('dropping updates'))).toHaveLength(1);
  });
});
