import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { canPublish, canSubscribe } from './acl.ts';
import type { Authenticate, Log, Principal } from './types.ts';

// MQTT 3.1.1 CONNACK return codes (aedes exports them only as a const enum, which isolated modules cannot read).
const SERVER_UNAVAILABLE = 3;
const BAD_USERNAME_OR_PASSWORD = 4;

const refusal = (message: string, returnCode: number): AuthenticateError =>
  Object.assign(new Error(message), { returnCode });

/** Aedes with the live channel's auth and ACL; the caller feeds it connections. */
export async function createEmbeddedBroker(authenticate: Authenticate, log: Log): Promise<Aedes> {
  // Anonymous clients are simply absent: they read public topics only.
  const principals = new WeakMap<Client, Principal>();
  const principalOf = (client: Client | null): Principal | null => (client && principals.get(client)) ?? null;

  const broker = await Aedes.createBroker({
    // One browser on a stalled network must not hold every other subscriber's market data for the default minute.
    drainTimeout: 10_000,

    authenticate(client, username, password, done) {
      if (!username && !password) return done(null, true);
      if (!username || !password) return done(refusal('credentials incomplete', BAD_USERNAME_OR_PASSWORD), null);
      authenticate(username, password.toString()).then(
        (principal) => {
          if (!principal) return done(refusal('bad credentials', BAD_USERNAME_OR_PASSWORD), null);
          principals.set(client, principal);
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
  return broker;
}
