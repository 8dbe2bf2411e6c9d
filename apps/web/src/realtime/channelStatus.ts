// The live channel's state as a small store, so the header can say when live data has stopped and
// live stores can mark what they show as stale. Its own module, apart from connection.ts: views and
// stores read it without importing the MQTT connection (and tests that stand in for the connection
// keep the real status).
import { useSyncExternalStore } from 'react';

/**
 * idle: no connection wanted. connecting: the first attempt of a connection nothing has lost yet.
 * live: connected. reconnecting: a connection was lost or an attempt failed, and the channel is
 * waiting to try again: what the page shows is no longer being updated.
 */
export type ChannelStatus = 'idle' | 'connecting' | 'live' | 'reconnecting';

export class StatusStore {
  private status: ChannelStatus = 'idle';
  private readonly listeners = new Set<() => void>();

  readonly get = (): ChannelStatus => this.status;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  set(next: ChannelStatus): void {
    if (next === this.status) return;
    this.status = next;
    for (const listener of [...this.listeners]) listener();
  }
}

/** The status of the app's one connection (liveChannel). */
export const liveStatus = new StatusStore();

export const useChannelStatus = (store: StatusStore = liveStatus): ChannelStatus => useSyncExternalStore(store.subscribe, store.get);
