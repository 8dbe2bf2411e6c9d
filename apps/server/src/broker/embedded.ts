import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { canPublish, canSubscribe } from './acl.ts';
import type { Authenticate, Log, Principal } from './types.ts';

// MQTT 3.1.1 CONNACK return codes (aedes exports them only as a const enum, which isolated modules cannot read).
const SERVER_UNAVAILABLE = 3;
const BAD_USERNAME_OR_PASSWORD = 4;

/**
 * Sessions ended lately. A connection whose credentials were checked just before its session
 * ended may finish authenticating just after the end closed the others; it is refused by this.
 * The window is a few moments long, so the newest ids are enough.
 */
const RECENTLY_ENDED = 1024;

const refusal = (message: string, returnCode: number): AuthenticateError =>
  Object.assign(new Error(message), { returnCode });

export interface EmbeddedBroker {
  broker: Aedes;
  /** Closes the connections of a session that ended (LiveChannel.endSession). */
  endSession(sessionId: string): void;
}

/** Aedes with the live channel's auth and ACL; the caller feeds it connections. */
export async function createEmbeddedBroker(authenticate: Authenticate, log: Log): Promise<EmbeddedBroker> {
  // Anonymous clients are simply absent: they read public topics only.
  const principals = new WeakMap<Client, Principal>();
  const principalOf = (client: Client | null): Principal | null => (client && principals.get(client)) ?? null;
  const bySession = new Map<string, Set<Client>>();
  const ended = new Set<string>();
  const forget = (client: Client) => {
    const sessionId = principals.get(client)?.sessionId;
    const clients = sessionId ? bySession.get(sessionId) : undefined;
    if (!clients) return;
    clients.delete(client);
    if (clients.size === 0) bySession.delete(sessionId!);
  };

  const broker = await Aedes.createBroker({
    // One browser on a stalled network must not hold every other subscriber's market data for the default minute.
    drainTimeout: 10_000,

    authenticate(client, username, password, done) {
      if (!username && !password) return done(null, true);
      if (!username || !password) return done(refusal('credentials incomplete', BAD_USERNAME_OR_PASSWORD), null);
      authenticate(username, password.toString()).then(
        (principal) => {
          if (!principal || ended.has(principal.sessionId)) return done(refusal('bad credentials', BAD_USERNAME_OR_PASSWORD), null);
          principals.set(client, principal);
          const clients = bySession.get(principal.sessionId) ?? new Set<Client>();
          bySession.set(principal.sessionId, clients.add(client));
          done(null, true);
        },
        (err: unknown) => {
          log.error({ err, clientId: client.id }, 'live channel: authenticate failed');
          done(refusal('authentication unavailable', SERVER_UNAVAILABLE), null);
        },
      );
    },

    // A null subscription makes aedes answer 128 in SUBACK and register nothing (MQTT 3.1.1 §3.9.3).
    authorizeSubscribe(client, sub, done) {
      done(null, canSubscribe(principalOf(client), sub.topic) ? sub : null);
    },

    // aedes.publish() from the server does not pass here; only client PUBLISH and wills do, and both are refused.
    authorizePublish(_client, packet, done) {
      done(canPublish() ? null : new Error(`clients may not publish (${packet.topic})`));
    },

    // Second lock: even a subscription that slipped in (a restored session) never carries a private topic to a stranger.
    authorizeForward(client, packet) {
      return canSubscribe(principalOf(client), packet.topic) ? packet : null;
    },
  });

  // Abrupt browser disconnects land here too, so this is routine, not a warning.
  broker.on('clientError', (client, err) => log.info({ clientId: client.id, err: err.message }, 'live channel: client error'));
  broker.on('clientDisconnect', forget);

  const endSession = (sessionId: string) => {
    ended.add(sessionId);
    if (ended.size > RECENTLY_ENDED) ended.delete(ended.values().next().value!);
    const clients = bySession.get(sessionId);
    bySession.delete(sessionId);
    for (const client of clients ?? []) {
      log.info({ clientId: client.id }, 'live channel: session ended, connection closed');
      client.close();
    }
  };
  return { broker, endSession };
}
