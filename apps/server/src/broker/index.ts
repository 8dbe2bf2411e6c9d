/*
 * The live channel (DESIGN §1, §4): MQTT that carries market data and private notices to browsers.
 *
 * Embedded mode (always on, `npm start`): an aedes broker served over WebSocket at `/mqtt` on the
 * server's own port, so Paho in the browser (MQTT 3.1.1, keepalive 5) needs nothing else installed.
 * The server publishes with aedes.publish(), which skips the publish check that refuses every client.
 *
 * External mode (MQTT_URL=mqtt://…): the server also publishes to that broker (Mosquitto, EMQX) through
 * a reconnecting mqtt client; what cannot be sent right now is dropped, never queued, because a stale
 * tick is worthless and a queue would grow without bound. The embedded broker stays up and receives
 * the same publishes, so a single node keeps working. In a real cluster browsers connect to the
 * external broker instead, and that broker must ask this server who may read what: authHook.ts
 * serves EMQX-style HTTP auth (POST /internal/mqtt/auth) and ACL (POST /internal/mqtt/acl) routes
 * backed by the same acl.ts, so both modes enforce one rule set.
 *
 * ACL (acl.ts): MQTT username = member id, password = access token; no credentials = anonymous.
 * Anyone may subscribe to public market topics (isPublicTopic of the contract); refresh_{id},
 * refresh_{merchantId} and the chat key topic only by the principal that owns them (exact match);
 * wildcards never; nobody but the server publishes. A refused subscription gets SUBACK 128.
 *
 * A connection lives no longer than the login session whose token opened it: when the session ends
 * (logout, device removal, password change or reset, a reused refresh token) the server calls
 * endSession and the embedded broker closes it. An external broker checks credentials at connect
 * only; a browser connected there keeps its connection until it drops (its next connect is refused).
 */
import { connectExternal, type ExternalLink } from './external.ts';
import { createEmbeddedBroker } from './embedded.ts';
import { attachWebSocket } from './websocket.ts';
import type { LiveChannel, LiveChannelOptions } from './types.ts';

export type { Authenticate, LiveChannel, LiveChannelOptions, Log, Principal, Publisher } from './types.ts';
export { canPublish, canSubscribe } from './acl.ts';
export { brokerAuthRoutes } from './authHook.ts';

export async function createLiveChannel(options: LiveChannelOptions): Promise<LiveChannel> {
  const { server, path = '/mqtt', externalUrl, authenticate, log } = options;
  // Parsed first so a malformed MQTT_URL fails the boot before anything is listening.
  const externalHost = externalUrl ? new URL(externalUrl).host : null;
  const { broker, endSession } = await createEmbeddedBroker(authenticate, log);
  const detach = attachWebSocket(server, path, broker);
  const external: ExternalLink | null = externalUrl ? connectExternal(externalUrl, log) : null;
  log.info({ path, external: externalHost }, 'live channel ready');

  let closing: Promise<void> | undefined;
  const close = async (): Promise<void> => {
    await detach();
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    await external?.close();
  };

  return {
    publisher: {
      publish(topic, payload) {
        // QoS 0 and never retained: with nobody connected here and no external broker, it would
        // reach no one, so it is not even serialised (a server without live viewers, a bench).
        if (broker.connectedClients === 0 && !external) return;
        let body: Buffer;
        try {
          body = Buffer.from(JSON.stringify(payload) ?? 'null');
        } catch (err) {
          // A payload that cannot be serialised is a bug in the caller, but must not abort the trade that produced it.
          log.error({ err, topic }, 'live channel: payload is not JSON');
          return;
        }
        broker.publish({ cmd: 'publish', topic, payload: body, qos: 0, retain: false, dup: false }, (err) => {
          if (err) log.warn({ err: err.message, topic }, 'live channel: publish failed');
        });
        external?.publish(topic, body);
      },
    },
    endSession,
    clientCount: () => broker.connectedClients,
    // Shutdown paths (signal handler, failed boot, tests) may overlap; the second caller waits for the first.
    close: () => (closing ??= close()),
  };
}
