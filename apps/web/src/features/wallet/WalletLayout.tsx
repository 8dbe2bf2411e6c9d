// features/wallet/: the member's wallet (spec §2 /account/wallet, §7 "Wallet and assets"): the
// sub-accounts with their coins and totals (assets), transfers between them, deposit addresses,
// encrypted withdrawal requests, and the deposit, withdrawal and bill histories. Pure rules live in
// plain files (walletAccounts, coinFilter, transfer/transferForm, withdrawal/withdrawalMath and
// addressCheck); components stay thin over api/walletQueries. This is the frame of every page:
// the side menu beside the chosen page.
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SideMenu, SideMenuFrame } from './layout/SideMenu.tsx';

const PAGES = [
  ['assets', 'section.wallet.assets.title'],
  ['deposit', 'section.wallet.deposit.title'],
  ['withdrawal', 'section.wallet.withdrawal.title'],
  ['history-deposit', 'section.wallet.history_deposit.title'],
  ['history-withdrawal', 'section.wallet.history_withdrawal.title'],
  ['bills', 'section.wallet.bills.title'],
] as const;

export default function WalletLayout() {
  const { t } = useTranslation();
  const items = PAGES.map(([path, key]) => ({ to: `/account/wallet/${path}`, label: t(key) }));
  return (
    <SideMenuFrame menu={<SideMenu label={t('wallet.menu')} items={items} />}>
      <Outlet />
    </SideMenuFrame>
  );
}
