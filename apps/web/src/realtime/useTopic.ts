// React's side of the live stores: a view that renders subscribes its topic on mount and lets go on
// unmount (the channel counts listeners, so two views of one topic share a subscription), and
// re-renders at most once per animation frame with the coalesced value.
import { useEffect, useSyncExternalStore } from 'react';
import { LiveStore, type LiveState } from './liveStore.ts';

const NOTHING: LiveState<never> = { data: undefined, error: undefined, loading: false, stale: false };
const noSubscription = () => () => {};
const nothing = () => NOTHING;

/** Reads a store and holds its topic while mounted; `null` holds nothing. */
export function useLiveState<S, M>(store: LiveStore<S, M> | null): LiveState<S> {
  useEffect(() => store?.acquire(), [store]);
  return useSyncExternalStore<LiveState<S>>(store?.subscribe ?? noSubscription, store?.getSnapshot ?? nothing);
}

const latest = <T>(_state: T | undefined, messages: T[]): T | undefined => messages.at(-1);
const topicStores = new Map<string, LiveStore<unknown>>();

/** The store of a topic whose every message replaces the last. */
const topicStore = <T>(topic: string): LiveStore<T> => {
  let store = topicStores.get(topic);
  if (!store) {
    store = new LiveStore<unknown>({ topic, parse: (payload) => payload, reduce: latest });
    topicStores.set(topic, store);
  }
  return store as LiveStore<T>;
};

/**
 * The latest message of `topic` (parsed JSON, trusted to be a T), coalesced per frame; with a loader,
 * its snapshot first and again after every reconnect. `null` subscribes nothing.
 */
export function useTopic<T>(topic: string | null, snapshotLoader?: () => Promise<T>): T | undefined {
  const store = topic === null ? null : topicStore<T>(topic);
  store?.setLoader(snapshotLoader);
  return useLiveState(store).data;
}

/** Whether what a store shows has stopped being updated: the channel was lost and nothing fresh has come since. */
export const useStale = <S, M>(store: LiveStore<S, M>): boolean => useSyncExternalStore(store.subscribe, () => store.getSnapshot().stale);
