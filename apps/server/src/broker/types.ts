import type { Server } from 'node:http';

/** Who is on the other end of a live connection, as the server's auth resolved it. */
export interface Principal {
  memberId: string;
  /** Private topics this principal alone may read besides the public ones (refresh_{id}, refresh_{merchantId}, chat key). */
  ownedTopics: string[];
}

/** Checks MQTT credentials (username = member id, password = access token); null when they are not valid. */
export type Authenticate = (memberId: string, token: string) => Promise<Principal | null>;

export interface Publisher {
  /** Fire and forget: JSON payload, QoS 0, never retained. A live update that cannot go out is dropped, never queued. */
  publish(topic: string, payload: unknown): void;
}

export interface LiveChannel {
  publisher: Publisher;
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
