// The offline order lists of spec §3 "Locally kept state" (for spot and for full contract): the last
// lists a member saw, kept under coin_web1 so a reload shows them at once (marked as refreshing)
// until the server answers. They are one member's private data: kept for one member id at a time
// and cleared when the session ends, including a logout in another tab or before this module was
// loaded. createOfflineLists makes one such store per product.
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { EntrustRow } from '@exchange/contract/spot';
import { prefixedStorage } from '../../../lib/storage.ts';
import { useSession } from '../../../session/store.ts';

/** A list is the first page on screen; nothing more is worth keeping. */
export const OFFLINE_ROWS = 50;
export const OFFLINE_STORE_NAME = 'spotOfflineOrders';

export interface OfflineListsState<Row> {
  userId: string | null;
  /** By list name (the product's own: `${when}|${pair or "all"}` for spot). */
  lists: Record<string, Row[]>;
  save(userId: string, list: string, rows: Row[]): void;
  clear(): void;
}

export type OfflineLists<Row> = UseBoundStore<StoreApi<OfflineListsState<Row>>>;

/** A store of offline lists persisted under `name`, emptied when the session ends. */
export const createOfflineLists = <Row>(name: string): OfflineLists<Row> => {
  const store = create<OfflineListsState<Row>>()(
    persist(
      (set) => ({
        userId: null,
        lists: {},
        save: (userId, list, rows) =>
          set((s) => ({ userId, lists: { ...(s.userId === userId ? s.lists : {}), [list]: rows.slice(0, OFFLINE_ROWS) } })),
        clear: () => set({ userId: null, lists: {} }),
      }),
      {
        name,
        storage: createJSONStorage(() => prefixedStorage),
        partialize: ({ userId, lists }) => ({ userId, lists }),
      },
    ),
  );
  const clearWhenLoggedOut = (isLoggedIn: boolean) => {
    if (!isLoggedIn && store.getState().userId !== null) store.getState().clear();
  };
  clearWhenLoggedOut(useSession.getState().isLoggedIn);
  useSession.subscribe((s) => clearWhenLoggedOut(s.isLoggedIn));
  return store;
};

export const useOfflineOrders = createOfflineLists<EntrustRow>(OFFLINE_STORE_NAME);

export const offlineListOf = <Row>(state: Pick<OfflineListsState<Row>, 'userId' | 'lists'>, userId: string | undefined, list: string): Row[] | undefined =>
  userId && state.userId === userId ? state.lists[list] : undefined;
