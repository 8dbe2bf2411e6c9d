import type { MqttClient } from 'mqtt';
import { WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLiveChannel, type LiveChannel } from './index.ts';
import { clientPool, fakeAuthenticate, grantedQos, inbox, silentLog, startHttp, within } from './testKit.ts';

const DEPTH = 'xh_deptH_BTC/USDT';
const REFUSED = 128;

const mqttString = (text: string): number[] => [0, text.length, ...Buffer.from(text)];

/** CONNECT then SUBSCRIBE as hand-made MQTT 3.1.1 frames: the granted QoS, or 'closed' if the broker hangs up. */
function rawSubscribe(url: string, topic: string): Promise<number | 'closed'> {
  const ws = new WebSocket(url, ['mqtt']);
  return new Promise<number | 'closed'>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('close', () => resolve('closed'));
    ws.once('open', () => {
      const connect = [0, 4, ...Buffer.from('MQTT'), 4, 0x02, 0, 60, ...mqttString('raw-client')];
      ws.send(Buffer.from([0x10, connect.length, ...connect]));
    });
    ws.on('message', (data: Buffer) => {
      if (data[0] === 0x20) {
        const subscribe = [0, 1, ...mqttString(topic), 0];
        ws.send(Buffer.from([0x82, subscribe.length, ...subscribe]));
      } else if (data[0] === 0x90) {
        resolve(data[4] ?? -1);
      }
    });
  }).finally(() => ws.terminate());
}

describe('live channel: embedded broker over WebSocket', () => {
  let http: Awaited<ReturnType<typeof startHttp>>;
  let channel: LiveChannel;
  let pool: ReturnType<typeof clientPool>;
  let url: string;

  beforeEach(async () => {
    http = await startHttp();
    channel = await createLiveChannel({ server: http.server, authenticate: fakeAuthenticate, log: silentLog });
    pool = clientPool();
    url = `ws://127.0.0.1:${http.port}/mqtt`;
  });

  afterEach(async () => {
    await pool.closeAll();
    await within(channel.close(), 'channel close');
    await http.close();
  });

  const as = (username?: string, password?: string): Promise<MqttClient> =>
    pool.connect(url, username ? { username, password } : {});

  /**
   * Proves a negative without sleeping: the broker delivers to one client in order, so once a later
   * publish on `index` arrives, anything published before it that was going to arrive has arrived.
   */
  async function settle(client: MqttClient, box: ReturnType<typeof inbox>): Promise<void> {
    expect(await grantedQos(client, 'index')).toBe(0);
    const marker = { marker: Math.random() };
    const arrived = box.next('index');
    channel.publisher.publish('index', marker);
    expect(await arrived).toEqual(marker);
  }

  it('lets anonymous clients read public market topics', async () => {
    const client = await as();
    const box = inbox(client);
    expect(await grantedQos(client, 'index')).toBe(0);
    expect(await grantedQos(client, DEPTH)).toBe(0);

    const depth = { buyItems: [['64000.5', '0.25']], sellItems: [], seq: 7 };
    const arrived = box.next(DEPTH);
    channel.publisher.publish(DEPTH, depth);
    expect(await arrived).toEqual(depth);

    const index = { xh: [{ symbol: 'BTC/USDT', close: '64000.5' }] };
    const indexArrived = box.next('index');
    channel.publisher.publish('index', index);
    expect(await indexArrived).toEqual(index);
  });

  it('refuses refresh_12 to anonymous clients and delivers nothing there', async () => {
    const client = await as();
    const box = inbox(client);
    expect(await grantedQos(client, 'refresh_12')).toBe(REFUSED);
    channel.publisher.publish('refresh_12', { type: 'otc', content: 'private' });
    await settle(client, box);
    expect(box.received.map(([topic]) => topic)).toEqual(['index']);
  });

  it('lets user 12 read refresh_12', async () => {
    const client = await as('12', 'tok-a');
    const box = inbox(client);
    expect(await grantedQos(client, 'refresh_12')).toBe(0);
    const notice = { type: 'otc', isNew: '1', content: 'paid', orderCode: 'O1' };
    const arrived = box.next('refresh_12');
    channel.publisher.publish('refresh_12', notice);
    expect(await arrived).toEqual(notice);
  });

  it("refuses user 12 another member's refresh_13 and delivers nothing there", async () => {
    const client = await as('12', 'tok-a');
    const box = inbox(client);
    expect(await grantedQos(client, 'refresh_13')).toBe(REFUSED);
    channel.publisher.publish('refresh_13', { type: 'appeal' });
    await settle(client, box);
    expect(box.received.map(([topic]) => topic)).toEqual(['index']);
  });

  it("lets user 13 read its merchant topic refresh_m7, which user 12 cannot", async () => {
    const merchant = await as('13', 'tok-b');
    const stranger = await as('12', 'tok-a');
    const box = inbox(merchant);
    expect(await grantedQos(merchant, 'refresh_m7')).toBe(0);
    expect(await grantedQos(stranger, 'refresh_m7')).toBe(REFUSED);
    const arrived = box.next('refresh_m7');
    channel.publisher.publish('refresh_m7', { type: 'appeal', link_merchant: 'm7' });
    expect(await arrived).toEqual({ type: 'appeal', link_merchant: 'm7' });
  });

  it('refuses the connection on a bad password, an unknown member or a username without password', async () => {
    await expect(as('12', 'wrong')).rejects.toMatchObject({ code: 4 });
    await expect(as('99', 'tok-a')).rejects.toMatchObject({ code: 4 });
    await expect(as('12')).rejects.toMatchObject({ code: 4 });
    expect(channel.clientCount()).toBe(0);
  });

  it('never delivers a client publish and drops the publisher', async () => {
    const listener = await as();
    const box = inbox(listener);
    expect(await grantedQos(listener, 'index')).toBe(0);
    expect(await grantedQos(listener, DEPTH)).toBe(0);

    const forger = await as('12', 'tok-a');
    const dropped = within(new Promise<void>((resolve) => forger.once('close', () => resolve())), 'forger disconnected');
    forger.publish(DEPTH, JSON.stringify({ forged: true }));
    forger.publish('refresh_13', JSON.stringify({ forged: true }));
    await dropped;

    await settle(listener, box);
    expect(box.received.map(([topic]) => topic)).toEqual(['index']);
  });

  it('refuses wildcard subscriptions, even to a logged-in owner', async () => {
    const client = await as('12', 'tok-a');
    const box = inbox(client);
    for (const topic of ['#', '+', 'xh_deptH_BTC/+', '+/USDT', '$SYS/#']) {
      expect(await grantedQos(client, topic), topic).toBe(REFUSED);
    }
    channel.publisher.publish('refresh_12', { type: 'xh' });
    channel.publisher.publish(DEPTH, { seq: 1 });
    await settle(client, box);
    expect(box.received.map(([topic]) => topic)).toEqual(['index']);
  });

  it('refuses a malformed filter such as refresh_+ that mqtt.js will not even send', async () => {
    const outcome = await within(rawSubscribe(url, 'refresh_+'), 'raw subscribe');
    expect(['closed', REFUSED]).toContain(outcome);
  });

  it("answers Paho's subprotocols and serves MQTT 3.1 clients", async () => {
    for (const offered of ['mqtt', 'mqttv3.1']) {
      const ws = new WebSocket(url, [offered]);
      const chosen = await within(
        new Promise<string>((resolve, reject) => {
          ws.once('open', () => resolve(ws.protocol));
          ws.once('error', reject);
        }),
        `ws open ${offered}`,
      );
      ws.terminate();
      expect(chosen).toBe(offered);
    }

    const legacy = await pool.connect(url, { protocolId: 'MQIsdp', protocolVersion: 3 });
    const box = inbox(legacy);
    expect(await grantedQos(legacy, 'all_symbol_detail')).toBe(0);
    const arrived = box.next('all_symbol_detail');
    channel.publisher.publish('all_symbol_detail', [{ symbolName: 'BTC/USDT', type: 'xh' }]);
    expect(await arrived).toEqual([{ symbolName: 'BTC/USDT', type: 'xh' }]);
  });

  it('leaves other paths to the http server and other upgrade handlers', async () => {
    const page = await within(fetch(`http://127.0.0.1:${http.port}/api/anything`).then((r) => r.text()), 'plain GET');
    expect(page).toBe('ok');

    const refused = new WebSocket(`ws://127.0.0.1:${http.port}/elsewhere`);
    await within(new Promise((resolve) => refused.once('error', resolve)), 'unknown path closed');

    const other = new WebSocket(`ws://127.0.0.1:${http.port}/other`);
    const seen = new Promise<string | undefined>((resolve) => {
      http.server.once('upgrade', (req, socket) => {
        socket.destroy();
        resolve(req.url);
      });
    });
    other.once('error', () => {});
    expect(await within(seen, 'other handler saw its upgrade')).toBe('/other');
  });

  it("answers PINGREQ so Paho's keepalive holds the connection", async () => {
    const client = await pool.connect(url, { keepalive: 1 });
    let pongs = 0;
    client.on('packetreceive', (packet) => {
      if (packet.cmd === 'pingresp') pongs += 1;
    });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(pongs).toBeGreaterThanOrEqual(1);
    expect(client.connected).toBe(true);
  });

  it('counts connected clients and disconnects them on close', async () => {
    const a = await as();
    await as('13', 'tok-b');
    expect(channel.clientCount()).toBe(2);
    const gone = within(new Promise<void>((resolve) => a.once('close', () => resolve())), 'client closed by shutdown');
    await within(channel.close(), 'channel close');
    await gone;
  });
});
