// Whether a live store has anything to draw yet: the only thing about the book or the trades that
// React renders (once when it changes, not per frame).
import { useSyncExternalStore } from 'react';
import type { LiveStore } from '../../../realtime/liveStore.ts';

/** `empty`: the feed answered with an empty list. */
export type FeedStatus = 'loading' | 'error' | 'empty' | 'ready';

export const useFeedStatus = <S, M>(store: LiveStore<S, M>): FeedStatus =>
  useSyncExternalStore(store.subscribe, () => {
    const { data, error } = store.getSnapshot();
    if (data !== undefined) return Array.isArray(data) && data.length === 0 ? 'empty' : 'ready';
    return error ? 'error' : 'loading';
  });
