// The wallet's locally kept display state (spec §3): the asset display setting (showAllAssets:
// figures shown or masked; type: the account the assets page opens on), the hide-zero flag and
// the table search (coin name and the valuation currency of the value column). Persisted as
// coin_web1-wallet-display, so it survives reloads like the other preferences.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { FUNDING_WALLET_TYPE, isWalletAccountType, type WalletAccountType } from '@exchange/contract/wallet';
import { prefixedStorage } from '../../lib/storage.ts';

export interface TableSearch {
  coin_name: string;
  valuation_type: string;
  valuation_rate: string;
  valuation_code: string;
}

export const DEFAULT_TABLE_SEARCH: TableSearch = { coin_name: '', valuation_type: 'USD', valuation_rate: '1', valuation_code: '$' };

interface WalletDisplayState {
  assetDisplay: { showAllAssets: boolean; type: WalletAccountType };
  hideZero: boolean;
  tableSearch: TableSearch;
  setShowAllAssets(show: boolean): void;
  setAccountType(type: WalletAccountType): void;
  setHideZero(hide: boolean): void;
  setTableSearch(change: Partial<TableSearch>): void;
}

export const MASK = '******';

export const useWalletDisplay = create<WalletDisplayState>()(
  persist(
    (set) => ({
      assetDisplay: { showAllAssets: true, type: FUNDING_WALLET_TYPE },
      hideZero: false,
      tableSearch: DEFAULT_TABLE_SEARCH,
      setShowAllAssets: (showAllAssets) => set((s) => ({ assetDisplay: { ...s.assetDisplay, showAllAssets } })),
      setAccountType: (type) => set((s) => ({ assetDisplay: { ...s.assetDisplay, type } })),
      setHideZero: (hideZero) => set({ hideZero }),
      setTableSearch: (change) => set((s) => ({ tableSearch: { ...s.tableSearch, ...change } })),
    }),
    {
      name: 'wallet-display',
      storage: createJSONStorage(() => prefixedStorage),
      partialize: ({ assetDisplay, hideZero, tableSearch }) => ({ assetDisplay, hideZero, tableSearch }),
      // A hand-edited or older copy must not break the page.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<WalletDisplayState>;
        const type = isWalletAccountType(p.assetDisplay?.type) ? p.assetDisplay.type : current.assetDisplay.type;
        return {
          ...current,
          assetDisplay: { showAllAssets: p.assetDisplay?.showAllAssets !== false, type },
          hideZero: p.hideZero === true,
          tableSearch: { ...DEFAULT_TABLE_SEARCH, ...(typeof p.tableSearch === 'object' ? p.tableSearch : {}) },
        };
      },
    },
  ),
);

/** A figure, or the mask while the member hides their assets. */
export const useShown = () => {
  const visible = useWalletDisplay((s) => s.assetDisplay.showAllAssets);
  return (text: string) => (visible ? text : MASK);
};
