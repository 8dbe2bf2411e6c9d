// The offline order lists of spec §3 "Locally kept state": the last open and history lists a member
// saw, kept under coin_web1 so a reload shows them at once (marked as refreshing) until the server
// answers. They are one member's private data: kept for one member id at a time and cleared when
// the session ends, including a logout in another tab or before this module was loaded.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { EntrustRow } from '@exchange/contract/spot';
import { prefixedStorage } from '../../../lib/storage.ts';
import { useSession } from '../../../session/store.ts';

/** A list is the first page on screen; nothing more is worth keeping. */
export const OFFLINE_ROWS = 50;
export const OFFLINE_STORE_NAME = 'spotOfflineOrders';

interface OfflineOrdersState {
  userId: string | null;
  /** By list: `${when}|${pair or "all"}`. */
  lists: Record<string, EntrustRow[]>;
  save(userId: string, list: string, rows: EntrustRow[]): void;
  clear(): void;
}

export const useOfflineOrders = create<OfflineOrdersState>()(
  persist(
    (set) => ({
      userId: null,
      lists: {},
      save: (userId, list, rows) =>
        set((s) => ({ userId, lists: { ...(s.userId === userId ? s.lists : {}), [list]: rows.slice(0, OFFLINE_ROWS) } })),
      clear: () => set({ userId: null, lists: {} }),
    }),
    {
      name: OFFLINE_STORE_NAME,
      storage: createJSONStorage(() => prefixedStorage),
      partialize: ({ userId, lists }) => ({ userId, lists }),
    },
  ),
);

export const offlineListOf = (state: Pick<OfflineOrdersState, 'userId' | 'lists'>, userId: string | undefined, list: string) =>
  userId && state.userId === userId ? state.lists[list] : undefined;

const clearWhenLoggedOut = (isLoggedIn: boolean) => {
  if (!isLoggedIn && useOfflineOrders.getState().userId !== null) useOfflineOrders.getState().clear();
};
clearWhenLoggedOut(useSession.getState().isLoggedIn);
useSession.subscribe((s) => clearWhenLoggedOut(s.isLoggedIn));
