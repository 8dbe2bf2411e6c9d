import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusStore } from './channelStatus.ts';
import { IDLE_CLOSE_MS, LiveChannel, setClientFactory } from './connection.ts';
import { FakeMqttClient } from './testing.ts';

let clients: FakeMqttClient[];
const latest = () => {
  const client = clients.at(-1);
  if (!client) throw new Error('no client made');
  return client;
};
let channel: LiveChannel;

beforeEach(() => {
  vi.useFakeTimers();
  clients = [];
  setClientFactory(async (uri, clientId) => {
    const client = new FakeMqttClient(uri, clientId);
    clients.push(client);
    return client;
  });
  channel = new LiveChannel();
});
afterEach(() => {
  channel.close();
  vi.useRealTimers();
});

describe('live channel', () => {
  it('connects to /mqtt on the page host with keepalive 5', async () => {
    channel.subscribe('index', () => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().uri).toBe(`ws://${window.location.host}/mqtt`);
    expect(latest().options).toMatchObject({ keepAliveInterval: 5 });
    expect(latest().options?.userName).toBeUndefined();
  });

  it('subscribes a topic once for many handlers and unsubscribes after the last', async () => {
    const a = vi.fn();
    const b = vi.fn();
    const stopA = channel.subscribe('index', a);
    await vi.advanceTimersByTimeAsync(0);
    latest().succeed();
    const stopB = channel.subscribe('index', b);
    expect(latest().subscribed).toEqual(['index']);
    latest().deliverRaw('index', '{"x":1}');
    expect(a).toHaveBeenCalledWith({ x: 1 });
    expect(b).toHaveBeenCalledWith({ x: 1 });
    stopA();
    stopA();
    expect(latest().unsubscribed).toEqual([]);
    latest().deliverRaw('index', '{"x":2}');
    expect(a).toHaveBeenCalledTimes(1);
    stopB();
    expect(latest().unsubscribed).toEqual(['index']);
  });

  it('ignores payloads that are not JSON', async () => {
    const handler = vi.fn();
    channel.subscribe('index', handler);
    await vi.advanceTimersByTimeAsync(0);
    latest().succeed();
    latest().deliverRaw('index', 'not json');
    latest().deliverRaw('index', '[1]');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith([1]);
  });

  it('re-subscribes every topic after a reconnect, with backoff', async () => {
    channel.subscribe('index', () => {});
    channel.subscribe('all_symbol_detail', () => {});
    await vi.advanceTimersByTimeAsync(0);
    const first = latest();
    first.succeed();
    first.onConnectionLost({ errorCode: 8 });
    await vi.advanceTimersByTimeAsync(999);
    expect(clients).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(clients).toHaveLength(2);
    latest().options?.onFailure();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(clients).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(clients).toHaveLength(3);
    latest().succeed();
    expect(latest().subscribed.sort()).toEqual(['all_symbol_detail', 'index']);
  });

  it('caps the backoff at 30 s', async () => {
    channel.subscribe('index', () => {});
    for (let i = 0; i < 8; i += 1) {
      await vi.advanceTimersByTimeAsync(0);
      latest().options?.onFailure();
      await vi.advanceTimersByTimeAsync(30_000);
    }
    expect(clients).toHaveLength(9);
  });

  it('connects as the member and reconnects anonymously on close while public views remain', async () => {
    channel.subscribe('index', () => {});
    channel.connect({ memberId: 'm1', token: 'tok' });
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().options).toMatchObject({ userName: 'm1', password: 'tok' });
    latest().succeed();
    channel.connect({ memberId: 'm1', token: 'tok2' });
    await vi.advanceTimersByTimeAsync(0);
    const count = clients.length;
    channel.close();
    expect(clients[count - 1]?.disconnected).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(clients).toHaveLength(count + 1);
    expect(latest().options?.userName).toBeUndefined();
  });

  it('closes an idle connection a moment after the last listener leaves', async () => {
    const stop = channel.subscribe('index', () => {});
    await vi.advanceTimersByTimeAsync(0);
    latest().succeed();
    stop();
    channel.subscribe('index', () => {})();
    await vi.advanceTimersByTimeAsync(IDLE_CLOSE_MS);
    expect(latest().disconnected).toBe(true);
    expect(clients).toHaveLength(1);
  });
});

describe('reconnect listeners', () => {
  it('hear of a reconnect after a lost connection, not of the first connect', async () => {
    const reconnected = vi.fn();
    const stopListening = channel.onReconnect(reconnected);
    channel.subscribe('index', () => {});
    await vi.advanceTimersByTimeAsync(0);
    latest().succeed();
    expect(reconnected).not.toHaveBeenCalled();
    latest().onConnectionLost({ errorCode: 8 });
    await vi.advanceTimersByTimeAsync(1_000);
    latest().succeed();
    expect(reconnected).toHaveBeenCalledTimes(1);
    stopListening();
    latest().onConnectionLost({ errorCode: 8 });
    await vi.advanceTimersByTimeAsync(1_000);
    latest().succeed();
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it('hear of the anonymous reconnect after a logout while market views stay', async () => {
    const reconnected = vi.fn();
    channel.onReconnect(reconnected);
    channel.subscribe('index', () => {});
    channel.connect({ memberId: 'm1', token: 'tok' });
    await vi.advanceTimersByTimeAsync(0);
    latest().succeed();
    channel.close();
    await vi.advanceTimersByTimeAsync(0);
    latest().succeed();
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it('stay quiet when an idle connection closed and a new one opens', async () => {
    const reconnected = vi.fn();
    channel.onReconnect(reconnected);
    channel.subscribe('index', () => {})();
    await vi.advanceTimersByTimeAsync(0);
    latest().succeed();
    await vi.advanceTimersByTimeAsync(IDLE_CLOSE_MS);
    channel.subscribe('index', () => {});
    await vi.advanceTimersByTimeAsync(0);
    latest().succeed();
    expect(reconnected).not.toHaveBeenCalled();
  });
});

describe('channel status', () => {
  const watched = () => {
    const status = new StatusStore();
    const seen: string[] = [];
    status.subscribe(() => seen.push(status.get()));
    return { status, seen, channel: new LiveChannel(status) };
  };

  it('goes connecting, live, reconnecting while a lost connection is retried, live again, idle once nobody listens', async () => {
    const { status, seen, channel: watchedChannel } = watched();
    const stop = watchedChannel.subscribe('index', () => {});
    await vi.advanceTimersByTimeAsync(0);
    latest().succeed();
    latest().drop();
    expect(status.get()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    latest().options?.onFailure();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(status.get()).toBe('reconnecting');
    latest().succeed();
    stop();
    await vi.advanceTimersByTimeAsync(IDLE_CLOSE_MS);
    expect(seen).toEqual(['connecting', 'live', 'reconnecting', 'live', 'idle']);
  });

  it('says reconnecting when the very first attempt fails (the broker is out of reach from the start)', async () => {
    const { status, channel: watchedChannel } = watched();
    watchedChannel.subscribe('index', () => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(status.get()).toBe('connecting');
    latest().options?.onFailure();
    expect(status.get()).toBe('reconnecting');
    watchedChannel.close();
  });
});
