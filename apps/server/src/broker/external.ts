import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import type { Log } from './types.ts';

// Live data is only worth its freshness: past this much unsent output a slow broker link drops updates instead of
// buffering them without bound (a node stream never refuses a write on its own).
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export interface ExternalLink {
  publish(topic: string, payload: Buffer): void;
  close(): Promise<void>;
}

/** A reconnecting client to the external broker that drops, never queues, what it cannot send now. */
export function connectExternal(url: string, log: Log): ExternalLink {
  const client = mqtt.connect(url, {
    // Unique per process so two API servers never take over each other's session.
    clientId: `exchange-server-${randomBytes(6).toString('hex')}`,
    protocolVersion: 4,
    reconnectPeriod: 2_000,
    connectTimeout: 5_000,
    queueQoSZero: false,
  });
  const where = { broker: new URL(url).host };
  // Logs once per outage or drop streak, not once per retry or per message.
  let errorLogged = false;
  let dropped = 0;

  client.on('connect', () => {
    errorLogged = false;
    log.info(where, 'live channel: external broker connected');
  });
  client.on('error', (err) => {
    if (!errorLogged) log.warn({ ...where, err: err.message }, 'live channel: external broker unreachable, retrying');
    errorLogged = true;
  });

  return {
    publish(topic, payload) {
      const backlog = client.stream?.writableLength ?? 0;
      if (!client.connected || backlog > MAX_BUFFERED_BYTES) {
        if (dropped === 0) log.warn({ ...where, connected: client.connected, backlog }, 'live channel: dropping updates for the external broker');
        dropped += 1;
        return;
      }
      if (dropped > 0) log.info({ ...where, dropped }, 'live channel: external broker takes updates again');
      dropped = 0;
      client.publish(topic, payload, { qos: 0, retain: false });
    },
    close: () => client.endAsync(true),
  };
}
