// The wallet's total in BTC and the display currency, refreshed when the member's own refresh
// feed reports a change (a fill, a deposit credited …).
import { usePreferences } from '../../session/preferences.ts';
import { useWalletAccounts } from '../../api/walletQueries.ts';
import { walletTotal, type WalletTotal } from './walletAccounts.ts';
import { useRefreshOnOwnChange } from './useRefreshOnOwnChange.ts';

export const useWalletTotal = () => {
  const accounts = useWalletAccounts();
  const currency = usePreferences((s) => s.currency);
  useRefreshOnOwnChange();
  const total: WalletTotal | undefined = accounts.data ? walletTotal(accounts.data, currency.rate) : undefined;
  return { accounts, total, currency };
};
