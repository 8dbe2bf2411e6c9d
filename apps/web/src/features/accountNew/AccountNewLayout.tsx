// features/accountNew/: the asset overview area (spec §2 /accountNew, §6): a side menu (overview,
// the asset accounts as sub-items, orders, entrust, account centre), the overview of every account
// and one page per account with its coins. It reuses the wallet's rules and pieces
// (features/wallet) so both areas count and show the same way. This is the frame of every page.
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WALLET_TYPES } from '@exchange/contract/wallet';
import { useWalletAccounts } from '../../api/walletQueries.ts';
import { SideMenu, SideMenuFrame, type SideMenuItem } from '../wallet/layout/SideMenu.tsx';
import { useViewer } from '../wallet/useViewer.ts';
import { ACCOUNT_SLUG, accountNameKey, overviewAccounts } from '../wallet/walletAccounts.ts';

/** Before the accounts arrive, the four every member has. */
const DEFAULT_TYPES = ['1', '2', '3', '4'] as const;

export default function AccountNewLayout() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const accounts = useWalletAccounts();
  // Pulse has its own screens, not an /accountNew page.
  const types = accounts.data ? overviewAccounts(accounts.data, viewer).map((row) => row.type).filter((type) => type !== WALLET_TYPES.pulse) : DEFAULT_TYPES;
  const items: SideMenuItem[] = [
    { to: '/accountNew/overview', label: t('accountNew.menu.overview') },
    { label: t('accountNew.menu.assets') },
    ...types.map((type) => ({ to: `/accountNew/asset/${ACCOUNT_SLUG[type]}`, label: t(accountNameKey(type)), sub: true })),
    { to: '/account/entrust/spot', label: t('accountNew.menu.orders') },
    { to: '/account/entrust/future/u', label: t('accountNew.menu.entrust') },
    { to: '/account/center', label: t('accountNew.menu.account') },
  ];
  return (
    <SideMenuFrame menu={<SideMenu label={t('accountNew.menu.label')} items={items} />}>
      <Outlet />
    </SideMenuFrame>
  );
}
