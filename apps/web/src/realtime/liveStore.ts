// A live topic as a store React can read (useSyncExternalStore): messages are parsed as they arrive
// but folded into the state at most once per animation frame (frame.ts). A snapshot loader, when
// given, runs on subscribe, after a reconnect and when the reducer reports a gap; messages that
// arrive while it loads are shown at once and replayed onto the snapshot when it lands, so neither
// an older snapshot nor a missed delta wins. While the channel is down what a store holds is
// marked stale, until fresh data (a message, or a snapshot once the channel is back) replaces it.
import { liveStatus, type StatusStore } from './channelStatus.ts';
import { liveChannel } from './connection.ts';
import { onNextFrame } from './frame.ts';
import type { TopicHandler } from './registry.ts';

export interface LiveState<S> {
  /** Undefined until a snapshot or a first message arrives. */
  data: S | undefined;
  /** The last snapshot call failed (live messages may still fill `data`). */
  error: unknown;
  /** A snapshot is on its way. */
  loading: boolean;
  /** `data` stopped being updated: the live channel was lost and nothing fresh has come since. */
  stale: boolean;
}

export interface LiveSpec<S, M> {
  topic: string;
  /** Turns a payload into a message; undefined drops it. */
  parse: (payload: unknown) => M | undefined;
  /** Folds one frame's messages into the state; calls `resync` when they cannot follow on (a gap). */
  reduce: (state: S | undefined, messages: M[], resync: () => void) => S | undefined;
  load?: () => Promise<S>;
}

/** The slice of the live channel a store uses. */
export interface LiveSource {
  subscribe(topic: string, handler: TopicHandler): () => void;
  onReconnect(listener: () => void): () => void;
}

/** Gap resyncs closer together than this wait, so a feed that keeps skipping cannot flood the API. */
export const GAP_RESYNC_MIN_MS = 2_000;
/** Messages kept for replay while a snapshot loads (a snapshot answers in well under a second). */
const MAX_REPLAY = 2_000;
/**
 * Messages held for the next frame before they are folded ahead of it. A hidden tab gets no frames
 * for as long as it stays hidden; folding early keeps what waits to one state, not every message.
 */
export const FOLD_EVERY = 256;

const IDLE: LiveState<never> = { data: undefined, error: undefined, loading: false, stale: false };

export class LiveStore<S, M = S> {
  private state: LiveState<S> = IDLE;
  private readonly listeners = new Set<() => void>();
  private users = 0;
  private stops: Array<() => void> = [];
  private pending: M[] = [];
  /** Messages folded ahead of the frame (see FOLD_EVERY), not shown yet. */
  private staged: { value: S | undefined } | null = null;
  /** Non-null while a snapshot loads: what arrived since it was asked for. */
  private replay: M[] | null = null;
  private landed: { value: S } | null = null;
  private loadGeneration = 0;
  private lastLoadAt = Number.NEGATIVE_INFINITY;
  private gapTimer: ReturnType<typeof setTimeout> | undefined;
  private spec: LiveSpec<S, M>;
  private readonly source: LiveSource;
  private readonly status: StatusStore;

  constructor(spec: LiveSpec<S, M>, source: LiveSource = liveChannel, status: StatusStore = liveStatus) {
    this.spec = spec;
    this.source = source;
    this.status = status;
  }

  /** The newest loader wins (a view may pass a fresh closure each render). */
  setLoader(load: (() => Promise<S>) | undefined): void {
    if (load) this.spec = { ...this.spec, load };
  }

  readonly getSnapshot = (): LiveState<S> => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Counts a user in: the first subscribes the topic (and loads a snapshot). Returns the release. */
  readonly acquire = (): (() => void) => {
    this.users += 1;
    if (this.users === 1) this.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.stop();
    };
  };

  /** Loads a fresh snapshot now (subscribe, reconnect, or a retry after an error). */
  readonly resync = (): void => {
    const load = this.spec.load;
    if (!load || this.users === 0) return;
    clearTimeout(this.gapTimer);
    this.gapTimer = undefined;
    const generation = ++this.loadGeneration;
    this.lastLoadAt = Date.now();
    this.replay = [];
    this.landed = null;
    this.set({ loading: true });
    load().then(
      (value) => {
        if (generation !== this.loadGeneration) return;
        this.landed = { value };
        // What was folded ahead rests on the old state; the replay brings it onto the snapshot.
        this.staged = null;
        this.pending = this.replay ?? [];
        this.replay = null;
        onNextFrame(this.flush);
      },
      (error: unknown) => {
        if (generation !== this.loadGeneration) return;
        this.replay = null;
        this.set({ error, loading: false });
      },
    );
  };

  private readonly requestResync = (): void => {
    if (this.replay !== null || this.gapTimer !== undefined) return;
    const wait = this.lastLoadAt + GAP_RESYNC_MIN_MS - Date.now();
    if (wait <= 0) this.resync();
    else this.gapTimer = setTimeout(this.resync, wait);
  };

  private start(): void {
    this.stops = [this.source.subscribe(this.spec.topic, this.receive), this.source.onReconnect(this.resync), this.status.subscribe(this.markStale)];
    this.markStale();
    this.resync();
  }

  private stop(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
    clearTimeout(this.gapTimer);
    this.gapTimer = undefined;
    // An answer still in flight belongs to the visit that just ended.
    this.loadGeneration += 1;
    this.replay = null;
    this.landed = null;
    this.pending = [];
    this.staged = null;
    if (this.state.loading) this.set({ loading: false });
  }

  private readonly markStale = (): void => {
    if (this.status.get() === 'reconnecting' && this.state.data !== undefined && !this.state.stale) this.set({ stale: true });
  };

  private readonly receive = (payload: unknown): void => {
    const message = this.spec.parse(payload);
    if (message === undefined) return;
    this.pending.push(message);
    if (this.replay) {
      this.replay.push(message);
      if (this.replay.length > MAX_REPLAY) this.replay.shift();
    }
    if (this.pending.length >= FOLD_EVERY) this.fold();
    onNextFrame(this.flush);
  };

  private fold(): void {
    const base = this.staged ? this.staged.value : this.state.data;
    const messages = this.pending;
    this.pending = [];
    this.staged = { value: this.spec.reduce(base, messages, this.requestResync) };
  }

  private readonly flush = (): void => {
    if (!this.landed && !this.staged && this.pending.length === 0) return;
    const next: Partial<LiveState<S>> = {};
    let data: S | undefined;
    if (this.landed) {
      data = this.landed.value;
      this.landed = null;
      next.error = undefined;
      next.loading = false;
    } else {
      data = this.staged ? this.staged.value : this.state.data;
    }
    this.staged = null;
    const messages = this.pending;
    this.pending = [];
    if (messages.length > 0) data = this.spec.reduce(data, messages, this.requestResync);
    // A snapshot that lands while the channel is still down is fresh now but gets no updates.
    this.set({ ...next, data, stale: this.status.get() === 'reconnecting' });
  };

  private set(change: Partial<LiveState<S>>): void {
    this.state = { ...this.state, ...change };
    for (const listener of [...this.listeners]) listener();
  }
}
