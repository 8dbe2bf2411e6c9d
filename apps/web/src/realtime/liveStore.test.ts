import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusStore } from './channelStatus.ts';
import { LiveChannel } from './connection.ts';
import { FRAME_FALLBACK_MS } from './frame.ts';
import { FOLD_EVERY, GAP_RESYNC_MIN_MS, LiveStore, type LiveSpec } from './liveStore.ts';
import { reduceDepth } from './marketStore.ts';
import { useFakeMqttClients, type FakeMqttClient } from './testing.ts';

let clients: FakeMqttClient[];
let channel: LiveChannel;
const latest = () => clients.at(-1)!;

/** Lets the channel make its client and the broker accept it. */
const connect = async () => {
  await vi.advanceTimersByTimeAsync(0);
  latest().succeed();
};
const nextFrame = () => vi.advanceTimersByTimeAsync(FRAME_FALLBACK_MS);

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const latestSpec = (load?: () => Promise<number>): LiveSpec<number, number> => ({
  topic: 'index',
  parse: (payload) => (typeof payload === 'number' ? payload : undefined),
  reduce: (_state, messages) => messages.at(-1),
  load,
});

beforeEach(() => {
  vi.useFakeTimers();
  clients = useFakeMqttClients();
  channel = new LiveChannel();
});
afterEach(() => {
  channel.close();
  vi.useRealTimers();
});

describe('LiveStore', () => {
  it('applies a burst of messages once, in the next frame', async () => {
    const store = new LiveStore(latestSpec(), channel);
    const rendered = vi.fn();
    store.subscribe(rendered);
    store.acquire();
    await connect();
    expect(latest().subscribed).toEqual(['index']);
    for (let i = 1; i <= 50; i += 1) latest().deliver('index', i);
    expect(store.getSnapshot().data).toBeUndefined();
    await nextFrame();
    expect(store.getSnapshot().data).toBe(50);
    expect(rendered).toHaveBeenCalledTimes(1);
  });

  it('folds messages ahead of a frame that does not come (hidden tab), showing nothing until it does', async () => {
    const batches: number[] = [];
    const store = new LiveStore<number, number>(
      {
        ...latestSpec(),
        reduce: (state, messages) => {
          batches.push(messages.length);
          return messages.reduce((total, n) => total + n, state ?? 0);
        },
      },
      channel,
    );
    store.acquire();
    await connect();
    for (let i = 0; i < FOLD_EVERY * 3 + 5; i += 1) latest().deliver('index', 1);
    expect(Math.max(...batches)).toBe(FOLD_EVERY);
    expect(store.getSnapshot().data).toBeUndefined();
    await nextFrame();
    expect(store.getSnapshot().data).toBe(FOLD_EVERY * 3 + 5);
    expect(batches).toEqual([FOLD_EVERY, FOLD_EVERY, FOLD_EVERY, 5]);
  });

  it('drops payloads the parser refuses', async () => {
    const store = new LiveStore(latestSpec(), channel);
    store.acquire();
    await connect();
    latest().deliver('index', 'nonsense');
    await nextFrame();
    expect(store.getSnapshot().data).toBeUndefined();
  });

  it('unsubscribes when the last user lets go', async () => {
    const store = new LiveStore(latestSpec(), channel);
    const releaseA = store.acquire();
    const releaseB = store.acquire();
    await connect();
    releaseA();
    releaseA();
    expect(latest().unsubscribed).toEqual([]);
    releaseB();
    expect(latest().unsubscribed).toEqual(['index']);
  });

  it('shows the snapshot, then replays what arrived while it loaded', async () => {
    const snapshot = deferred<number>();
    const load = vi.fn(() => snapshot.promise);
    const sum = new LiveStore<number, number>(
      { ...latestSpec(load), reduce: (state, messages) => messages.reduce((total, n) => total + n, state ?? 0) },
      channel,
    );
    sum.acquire();
    expect(sum.getSnapshot().loading).toBe(true);
    await connect();
    latest().deliver('index', 1);
    await nextFrame();
    expect(sum.getSnapshot().data).toBe(1);
    snapshot.resolve(100);
    await nextFrame();
    expect(sum.getSnapshot()).toEqual({ data: 101, error: undefined, loading: false, stale: false });
  });

  it('keeps a newer message over an older snapshot', async () => {
    const snapshot = deferred<number>();
    const store = new LiveStore(latestSpec(() => snapshot.promise), channel);
    store.acquire();
    await connect();
    latest().deliver('index', 7);
    snapshot.resolve(5);
    await nextFrame();
    expect(store.getSnapshot().data).toBe(7);
  });

  it('reloads the snapshot after a reconnect', async () => {
    const load = vi.fn(async () => 1);
    const store = new LiveStore(latestSpec(load), channel);
    store.acquire();
    await connect();
    expect(load).toHaveBeenCalledTimes(1);
    latest().drop();
    await vi.advanceTimersByTimeAsync(1_000);
    load.mockResolvedValueOnce(2);
    latest().succeed();
    expect(load).toHaveBeenCalledTimes(2);
    await nextFrame();
    expect(store.getSnapshot().data).toBe(2);
  });

  it('reports a failed snapshot and recovers on resync', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(3);
    const store = new LiveStore(latestSpec(load), channel);
    store.acquire();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot()).toMatchObject({ loading: false, error: new Error('down') });
    store.resync();
    await nextFrame();
    expect(store.getSnapshot()).toEqual({ data: 3, error: undefined, loading: false, stale: false });
  });

  it('ignores a snapshot that lands after the view left', async () => {
    const snapshot = deferred<number>();
    const store = new LiveStore(latestSpec(() => snapshot.promise), channel);
    const release = store.acquire();
    release();
    snapshot.resolve(9);
    await nextFrame();
    expect(store.getSnapshot()).toEqual({ data: undefined, error: undefined, loading: false, stale: false });
  });
});

describe('LiveStore while the channel is down', () => {
  let status: StatusStore;
  let watched: LiveChannel;
  beforeEach(() => {
    status = new StatusStore();
    watched = new LiveChannel(status);
  });
  afterEach(() => watched.close());

  it('marks its data stale from the drop until the first fresh message after the reconnect', async () => {
    const store = new LiveStore(latestSpec(), watched, status);
    store.acquire();
    await connect();
    latest().deliver('index', 1);
    await nextFrame();
    expect(store.getSnapshot()).toMatchObject({ data: 1, stale: false });
    latest().drop();
    expect(store.getSnapshot()).toMatchObject({ data: 1, stale: true });
    await vi.advanceTimersByTimeAsync(1_000);
    latest().succeed();
    await nextFrame();
    expect(store.getSnapshot().stale).toBe(true);
    latest().deliver('index', 2);
    await nextFrame();
    expect(store.getSnapshot()).toMatchObject({ data: 2, stale: false });
  });

  it('keeps a snapshot that lands while the channel is still down stale: nothing will update it', async () => {
    const store = new LiveStore(latestSpec(async () => 5), watched, status);
    store.acquire();
    await vi.advanceTimersByTimeAsync(0);
    latest().options?.onFailure();
    await nextFrame();
    expect(store.getSnapshot()).toMatchObject({ data: 5, stale: true });
    await vi.advanceTimersByTimeAsync(1_000);
    latest().succeed();
    latest().deliver('index', 6);
    await nextFrame();
    expect(store.getSnapshot()).toMatchObject({ data: 6, stale: false });
  });

  it('has nothing to mark stale before any data came', async () => {
    const store = new LiveStore(latestSpec(), watched, status);
    store.acquire();
    await vi.advanceTimersByTimeAsync(0);
    latest().options?.onFailure();
    expect(store.getSnapshot().stale).toBe(false);
  });
});

describe('depth seq continuity', () => {
  const book = (seq: number) => ({ symbolName: 'BTC/USDT', seq, buyItems: [], sellItems: [] });

  it('follows seq+1, skips older books and resyncs on a gap', () => {
    const resync = vi.fn();
    expect(reduceDepth(book(5), [book(4), book(5), book(6), book(7)], resync)?.seq).toBe(7);
    expect(resync).not.toHaveBeenCalled();
    expect(reduceDepth(book(7), [book(9)], resync)?.seq).toBe(9);
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('reloads the snapshot on a gap, at most once per interval', async () => {
    const load = vi.fn(async () => book(10));
    const store = new LiveStore(
      { topic: 'xh_deptH_BTC/USDT', parse: (p) => p as ReturnType<typeof book>, reduce: reduceDepth, load },
      channel,
    );
    store.acquire();
    await connect();
    await nextFrame();
    latest().deliver('xh_deptH_BTC/USDT', book(11));
    await nextFrame();
    expect(load).toHaveBeenCalledTimes(1);
    load.mockResolvedValue(book(20));
    latest().deliver('xh_deptH_BTC/USDT', book(13));
    await nextFrame();
    expect(store.getSnapshot().data?.seq).toBe(13);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(GAP_RESYNC_MIN_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await nextFrame();
    expect(store.getSnapshot().data?.seq).toBe(20);
  });
});
