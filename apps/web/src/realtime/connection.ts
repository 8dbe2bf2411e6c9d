// realtime/: the live channel (DESIGN §4): one MQTT-over-WebSocket connection for the whole app,
// shared by every live view through a reference-counted topic registry. Nothing outside this
// folder touches the MQTT client, so the market pages, notices and chat only see
// `liveChannel.subscribe(topic, handler)` with parsed JSON payloads.
//
// The connection opens on the first subscription (anonymous: public market topics) or on
// `connect(credentials)` after login (member id + access token: the broker then allows the
// member's own refresh_ topics). It reconnects with exponential backoff and re-subscribes
// every registered topic, and closes itself a few seconds after the last listener leaves.
// After a connection that listeners depended on was lost, `onReconnect` listeners hear of the
// next successful connect, so views can reload what they may have missed (live stores do).
// Its state (connecting, live, reconnecting, idle) is published in a StatusStore (channelStatus.ts).
import { MQTT_PATH } from '@exchange/contract/paths';
import { backoffDelay } from './backoff.ts';
import { liveStatus, type StatusStore } from './channelStatus.ts';
import { brokerUri, pahoFactory, type ClientFactory, type MqttClient, type MqttMessage } from './client.ts';
import { TopicRegistry, type TopicHandler } from './registry.ts';

export type { ClientFactory, MqttClient, MqttConnectOptions, MqttMessage } from './client.ts';
export type { TopicHandler } from './registry.ts';

export interface LiveCredentials {
  memberId: string;
  token: string;
}

/** Wire: keepalive 5 s. */
const KEEP_ALIVE_SECONDS = 5;
const CONNECT_TIMEOUT_SECONDS = 10;
/** Route changes unmount and remount live views; a short grace keeps the socket across them. */
export const IDLE_CLOSE_MS = 3_000;

let clientFactory: ClientFactory = pahoFactory;

/** Tests (and a future client swap) replace how MQTT clients are made. */
export const setClientFactory = (factory: ClientFactory): void => {
  clientFactory = factory;
};

const disconnectQuietly = (client: MqttClient): void => {
  try {
    client.disconnect();
  } catch {
    // Already gone; nothing to release.
  }
};

const randomClientId = () => `web_${Math.random().toString(36).slice(2, 12)}`;

export class LiveChannel {
  private readonly registry = new TopicRegistry();
  private client: MqttClient | null = null;
  /** True from open() until teardown(): a client is being made, connecting, connected or waiting to retry. */
  private opened = false;
  private connected = false;
  private credentials: LiveCredentials | undefined;
  /** Bumped on every (re)open so callbacks of a superseded client are ignored. */
  private generation = 0;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  /** A connection went away while topics were subscribed: messages may have been missed. */
  private missed = false;
  private readonly reconnectListeners = new Set<() => void>();
  private readonly status: StatusStore;

  constructor(status: StatusStore = liveStatus) {
    this.status = status;
  }

  /**
   * Opens the channel, as the given member or anonymously. A new token for the same member is
   * only remembered for the next reconnect: the broker checks credentials at connect time.
   */
  connect(credentials?: LiveCredentials): void {
    const sameIdentity = this.credentials?.memberId === credentials?.memberId;
    this.credentials = credentials;
    if (this.opened && sameIdentity) return;
    this.open();
  }

  subscribe(topic: string, handler: TopicHandler): () => void {
    const { first, remove } = this.registry.add(topic, handler);
    clearTimeout(this.idleTimer);
    if (!this.opened) this.open();
    else if (first && this.connected) this.client?.subscribe(topic);
    return () => {
      if (!remove()) return;
      if (this.connected) this.client?.unsubscribe(topic);
      if (this.registry.size === 0) this.idleTimer = setTimeout(() => this.stop(), IDLE_CLOSE_MS);
    };
  }

  /** Calls `listener` after each reconnect that followed a lost connection; returns the remover. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => {
      this.reconnectListeners.delete(listener);
    };
  }

  /**
   * Ends the member's connection (logout). Listeners of public topics that are still on screen
   * get a fresh anonymous connection so market views stay live.
   */
  close(): void {
    this.credentials = undefined;
    if (this.registry.size > 0) this.open();
    else this.stop();
  }

  private open(): void {
    this.teardown();
    this.opened = true;
    // A channel waiting to retry stays "reconnecting" until a connection succeeds.
    if (this.status.get() !== 'reconnecting') this.status.set('connecting');
    const generation = this.generation;
    clientFactory(brokerUri(MQTT_PATH), randomClientId()).then(
      (client) => {
        if (generation !== this.generation) return;
        this.client = client;
        this.start(client, generation);
      },
      () => this.retry(generation),
    );
  }

  private start(client: MqttClient, generation: number): void {
    const current = () => generation === this.generation;
    client.onMessageArrived = (message) => {
      if (current()) this.dispatch(message);
    };
    client.onConnectionLost = () => {
      if (!current()) return;
      this.connected = false;
      if (this.registry.size > 0) this.missed = true;
      this.retry(generation);
    };
    const credentials = this.credentials;
    client.connect({
      keepAliveInterval: KEEP_ALIVE_SECONDS,
      cleanSession: true,
      timeout: CONNECT_TIMEOUT_SECONDS,
      ...(credentials ? { userName: credentials.memberId, password: credentials.token } : {}),
      onSuccess: () => {
        if (!current()) return disconnectQuietly(client);
        this.connected = true;
        this.attempt = 0;
        this.status.set('live');
        for (const topic of this.registry.topics()) client.subscribe(topic);
        if (this.missed) {
          this.missed = false;
          this.notifyReconnect();
        }
      },
      onFailure: () => this.retry(generation),
    });
  }

  private retry(generation: number): void {
    if (generation !== this.generation || this.retryTimer !== undefined) return;
    if (this.registry.size === 0 && !this.credentials) return this.stop();
    this.status.set('reconnecting');
    const delay = backoffDelay(this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.open();
    }, delay);
  }

  private dispatch(message: MqttMessage): void {
    const handlers = this.registry.handlers(message.destinationName);
    if (handlers.length === 0) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message.payloadString);
    } catch {
      return; // A malformed frame must not break the feed for the frames that follow.
    }
    for (const handler of handlers) {
      try {
        handler(payload);
      } catch (error) {
        // One faulty view must not starve the others of the same topic.
        if (typeof reportError === 'function') reportError(error);
      }
    }
  }

  private notifyReconnect(): void {
    for (const listener of [...this.reconnectListeners]) {
      try {
        listener();
      } catch (error) {
        if (typeof reportError === 'function') reportError(error);
      }
    }
  }

  /** Nobody needs the channel any more. */
  private stop(): void {
    this.teardown();
    this.status.set('idle');
  }

  private teardown(): void {
    this.generation += 1;
    clearTimeout(this.retryTimer);
    clearTimeout(this.idleTimer);
    this.retryTimer = undefined;
    const client = this.client;
    this.client = null;
    if (client && this.connected && this.registry.size > 0) this.missed = true;
    if (client && this.connected) disconnectQuietly(client);
    this.connected = false;
    this.opened = false;
  }
}

/** The app's one connection. */
export const liveChannel = new LiveChannel();
