// Test double of the MQTT client for the live-channel tests: plays the broker (accept the connect,
// deliver a message, drop the connection) and records what the channel subscribed.
import { setClientFactory, type MqttClient, type MqttConnectOptions } from './connection.ts';

export class FakeMqttClient implements MqttClient {
  subscribed: string[] = [];
  unsubscribed: string[] = [];
  options: MqttConnectOptions | undefined;
  disconnected = false;
  constructor(
    readonly uri: string,
    readonly clientId: string,
  ) {}
  connect(options: MqttConnectOptions) {
    this.options = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  subscribe(topic: string) {
    this.subscribed.push(topic);
  }
  unsubscribe(topic: string) {
    this.unsubscribed.push(topic);
  }
  onConnectionLost(_error: unknown) {}
  onMessageArrived(_message: { destinationName: string; payloadString: string }) {}
  succeed() {
    this.options?.onSuccess();
  }
  deliver(topic: string, payload: unknown) {
    this.deliverRaw(topic, JSON.stringify(payload));
  }
  /** A payload exactly as the wire carries it (also one that is not JSON). */
  deliverRaw(topic: string, payloadString: string) {
    this.onMessageArrived({ destinationName: topic, payloadString });
  }
  drop() {
    this.onConnectionLost({ errorCode: 8 });
  }
}

/** Makes every new channel client a FakeMqttClient; returns the list they are collected in. */
export const useFakeMqttClients = (): FakeMqttClient[] => {
  const clients: FakeMqttClient[] = [];
  setClientFactory(async (uri, clientId) => {
    const client = new FakeMqttClient(uri, clientId);
    clients.push(client);
    return client;
  });
  return clients;
};
