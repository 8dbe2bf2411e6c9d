// Shared by the broker tests: real servers and clients, every wait bounded so a failure fails fast instead of hanging.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import mqtt, { ErrorWithSubackPacket, type IClientOptions, type MqttClient } from 'mqtt';
import type { Authenticate, Log, Principal } from './types.ts';

export const WAIT_MS = 3_000;

const PRINCIPALS: Record<string, { token: string; principal: Principal }> = {
  '12': { token: 'tok-a', principal: { memberId: '12', sessionId: 's-12', ownedTopics: ['refresh_12'] } },
  '13': { token: 'tok-b', principal: { memberId: '13', sessionId: 's-13', ownedTopics: ['refresh_13', 'refresh_m7'] } },
};

export const fakeAuthenticate: Authenticate = async (memberId, token) => {
  const known = PRINCIPALS[memberId];
  return known && known.token === token ? known.principal : null;
};

export const silentLog: Log = { info: () => {}, warn: () => {}, error: () => {} };

export function within<T>(promise: Promise<T>, label: string, ms = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${label}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function startHttp(): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const server = createServer((_req, res) => res.end('ok'));
  await within(new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)), 'http listen');
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    close: () =>
      within(
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
        'http close',
      ),
  };
}

/** Opens MQTT clients that never reconnect on their own, and closes every one of them at the end. */
export function clientPool() {
  const clients: MqttClient[] = [];
  return {
    connect(url: string, options: IClientOptions = {}): Promise<MqttClient> {
      const client = mqtt.connect(url, { protocolVersion: 4, reconnectPeriod: 0, connectTimeout: WAIT_MS, ...options });
      clients.push(client);
      return within(
        new Promise<MqttClient>((resolve, reject) => {
          client.once('connect', () => resolve(client));
          client.once('error', reject);
          client.once('close', () => reject(new Error('closed before CONNACK')));
        }),
        `connect ${url}`,
      );
    },
    closeAll: () => within(Promise.all(clients.splice(0).map((c) => c.endAsync(true))).then(() => undefined), 'close clients'),
  };
}

/** Every message a client receives, as [topic, parsed JSON]. */
export function inbox(client: MqttClient) {
  const received: Array<[string, unknown]> = [];
  client.on('message', (topic, payload) => received.push([topic, JSON.parse(payload.toString()) as unknown]));
  return {
    received,
    next: (topic: string): Promise<unknown> =>
      within(
        new Promise((resolve) => {
          const onMessage = (t: string, payload: Buffer) => {
            if (t !== topic) return;
            client.off('message', onMessage);
            resolve(JSON.parse(payload.toString()) as unknown);
          };
          client.on('message', onMessage);
        }),
        `message on ${topic}`,
      ),
  };
}

/** The QoS the broker granted in SUBACK; 128 means refused (mqtt.js reports that as an error carrying the SUBACK). */
export async function grantedQos(client: MqttClient, topic: string): Promise<number | undefined> {
  try {
    const grants = await within(client.subscribeAsync(topic, { qos: 0 }), `subscribe ${topic}`);
    return grants[0]?.qos;
  } catch (err) {
    if (!(err instanceof ErrorWithSubackPacket)) throw err;
    const granted: unknown = err.packet.granted[0];
    return typeof granted === 'number' ? granted : undefined;
  }
}
