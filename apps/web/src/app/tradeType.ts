// Which trading screen a menu choice opens: spot ('cash') or contract ('pry'), and for contracts
// USDT-margined ('ubw') or coin-margined ('bbw'). Menu items set it before navigating (spec §4), and
// the trading screens read it; persisted so a reload opens the same screen.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { NavItem } from '@exchange/contract/content';
import { prefixedStorage } from '../lib/storage.ts';

export type DealType = 'cash' | 'pry';
export type ContractType = 'ubw' | 'bbw';

export interface TradeType {
  dealType: DealType;
  contractType: ContractType;
}

interface TradeTypeStore extends TradeType {
  choose: (next: Partial<TradeType>) => void;
}

/** What a menu item changes; nothing for items that are not trading entries. */
export const tradeTypeOf = (item: Pick<NavItem, 'deal_type' | 'contract_type'>): Partial<TradeType> => {
  const next: Partial<TradeType> = {};
  if (item.deal_type === 'cash' || item.deal_type === 'pry') next.dealType = item.deal_type;
  // A contract entry is a contract deal whatever its deal type says (the seed leaves it empty there).
  if (item.contract_type === 'ubw' || item.contract_type === 'bbw') Object.assign(next, { dealType: 'pry', contractType: item.contract_type });
  return next;
};

export const useTradeType = create<TradeTypeStore>()(
  persist(
    (set) => ({
      dealType: 'cash',
      contractType: 'ubw',
      choose: (next) => set(next),
    }),
    { name: 'tradeType', storage: createJSONStorage(() => prefixedStorage), partialize: ({ dealType, contractType }) => ({ dealType, contractType }) },
  ),
);
