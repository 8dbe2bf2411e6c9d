// Which margin account the exchange page trades on: cross ('all', the member's one account shared by
// every pair) or isolated ('fixed', the pair's own). Persisted with the other trade-screen choices.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { MarginMode } from '@exchange/contract/margin';
import { prefixedStorage } from '../../lib/storage.ts';

interface MarginModeStore {
  mode: MarginMode;
  choose: (mode: MarginMode) => void;
}

export const useMarginMode = create<MarginModeStore>()(
  persist((set) => ({ mode: 'fixed', choose: (mode) => set({ mode }) }), {
    name: 'marginMode',
    storage: createJSONStorage(() => prefixedStorage),
    partialize: ({ mode }) => ({ mode }),
  }),
);

/** The order-type prefix and list market of a mode. */
export const PREFIX_OF: Record<MarginMode, 'gg_zc' | 'gg_qc'> = { fixed: 'gg_zc', all: 'gg_qc' };
