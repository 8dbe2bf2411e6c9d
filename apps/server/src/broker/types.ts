import type { Server } from 'node:http';

/** Who is on the other end of a live connection, as the server's auth resolved it. */
export interface Principal {
  memberId: string;
  /** The login session the credentials belong to: its end closes the connection (LiveChannel.endSession). */
  sessionId: string;
  /** Private topics this principal alone may read besides the public ones (refresh_{id}, refresh_{merchantId}, chat key). */
  ownedTopics: string[];
  /** Topics whose readers change while connected (a P2P order's chat, CHAT_{orderId}): asked at each subscribe and forward. */
  mayRead?: (topic: string) => boolean;
  /** A support agent or operator: also reads every member's chat topic and the agents' inbox. */
  staff?: boolean;
}

/** Checks MQTT credentials (username = member id, password = access token); null when they are not valid. */
export type Authenticate = (memberId: string, token: string) => Promise<Principal | null>;

export interface Publisher {
  /** Fire and forget: JSON payload, QoS 0, never retained. A live update that cannot go out is dropped, never queued. */
  publish(topic: string, payload: unknown): void;
}

export interface LiveChannel {
  publisher: Publisher;
  /**
   * Closes every embedded-broker connection authenticated with this session's tokens, at once and
   * for good: a logged-out or revoked session must stop receiving the member's private notices.
   */
  endSession(sessionId: string): void;
  close(): Promise<void>;
  /** Clients connected to the embedded broker. */
  clientCount(): number;
}

/** The slice of a pino logger the live channel needs. */
export interface Log {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

export interface LiveChannelOptions {
  server: Server;
  /** WebSocket path of the embedded broker; Paho's default is /mqtt. */
  path?: string;
  /** MQTT_URL: when set, publishes also go to this external broker. */
  externalUrl?: string;
  authenticate: Authenticate;
  log: Log;
}
