// The assets table's own filters (spec §3 hide-zero flag and table search): pure, so the table and
// the account pages of /accountNew filter the same way.
import type { CurrencyAccountRow } from '@exchange/contract/wallet';
import { isZero } from './walletAccounts.ts';

export interface CoinFilter {
  hideZero: boolean;
  /** Part of a coin code, any case. */
  search: string;
}

export const filterCoins = (rows: readonly CurrencyAccountRow[], { hideZero, search }: CoinFilter): CurrencyAccountRow[] => {
  const needle = search.trim().toUpperCase();
  return rows.filter((row) => (!hideZero || !isZero(row.total)) && (needle === '' || row.coin.toUpperCase().includes(needle)));
};
