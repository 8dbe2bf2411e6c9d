// The slice of an MQTT client the live channel uses, and the default factory that loads Eclipse
// Paho on first use. paho stays behind this file (DESIGN §2): swapping clients means rewriting
// only `pahoFactory`, and a dynamic import keeps it out of the first chunk until a page goes live.

export interface MqttMessage {
  destinationName: string;
  payloadString: string;
}

export interface MqttConnectOptions {
  keepAliveInterval: number;
  cleanSession: boolean;
  /** Seconds before an unanswered connect counts as failed. */
  timeout: number;
  userName?: string;
  password?: string;
  onSuccess: () => void;
  onFailure: () => void;
}

/** Method syntax on purpose: callbacks are assigned, and paho's own types must fit. */
export interface MqttClient {
  connect(options: MqttConnectOptions): void;
  disconnect(): void;
  subscribe(topic: string): void;
  unsubscribe(topic: string): void;
  onConnectionLost(error: unknown): void;
  onMessageArrived(message: MqttMessage): void;
}

export type ClientFactory = (uri: string, clientId: string) => Promise<MqttClient>;

export const pahoFactory: ClientFactory = async (uri, clientId) => {
  const mod = await import('paho-mqtt');
  // paho is CommonJS: its exports arrive as the default export of the module namespace.
  return new mod.default.Client(uri, clientId);
};

/** Same host as the page, ws or wss like the page (wire: `/mqtt` on the server's port). */
export const brokerUri = (path: string): string =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${path}`;
