// The unit the member types contract amounts in, per kind (the original's "contractUnit" setting):
// kept under coin_web1 so the ticket opens the way it was left.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ContractKind } from '@exchange/contract/futures';
import { prefixedStorage } from '../../../lib/storage.ts';
import { amountUnitsOf, type AmountUnit } from './ticket.ts';

interface AmountUnitState {
  units: Record<ContractKind, AmountUnit>;
  choose(kind: ContractKind, unit: AmountUnit): void;
}

export const useAmountUnit = create<AmountUnitState>()(
  persist(
    (set) => ({
      units: { ubw: 'coin', bbw: 'contract' },
      choose: (kind, unit) => set((s) => ({ units: { ...s.units, [kind]: unit } })),
    }),
    { name: 'futuresAmountUnit', storage: createJSONStorage(() => prefixedStorage), partialize: ({ units }) => ({ units }) },
  ),
);

/** The kind's chosen unit, if it is one of the kind's (a stored value from another build is ignored). */
export const useUnitOf = (kind: ContractKind): AmountUnit => {
  const unit = useAmountUnit((s) => s.units[kind]);
  return amountUnitsOf(kind).includes(unit) ? unit : amountUnitsOf(kind)[0];
};
