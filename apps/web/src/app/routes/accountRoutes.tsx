// The member's own area (spec §6: members only). Every route sits under one guard: visitors are sent
// to the login page with the path they wanted as `redirect`.
import type { RouteObject } from 'react-router';
import { RequireLogin, requireLoginLoader } from '../RequireLogin.tsx';
import { lazyRoute } from '../lazy.ts';
import { indexRedirect, pageRoute, redirectRoute, sectionRoute } from './build.ts';

const security = (page: string, section: string) => sectionRoute(`security/setting/${page}`, `security.${section}`);

const accountCenter: RouteObject = {
  path: 'account/center',
  children: [
    indexRedirect('/account/center/info'),
    sectionRoute('info', 'account.info'),
    sectionRoute('security', 'account.security'),
    sectionRoute('device-management', 'account.devices'),
    sectionRoute('kyc', 'account.kyc'),
    sectionRoute('merchant', 'account.merchant'),
    sectionRoute('contractAgents/agentManagement', 'account.agents'),
    security('phone', 'phone'),
    security('google', 'google'),
    security('email', 'email'),
    security('login-pwd', 'login_pwd'),
    security('trade-pwd', 'trade_pwd'),
    security('anti-code', 'anti_code'),
  ],
};

const wallet: RouteObject = {
  path: 'account/wallet',
  children: [
    indexRedirect('/account/wallet/assets'),
    sectionRoute('assets', 'wallet.assets'),
    sectionRoute('deposit', 'wallet.deposit'),
    sectionRoute('withdrawal', 'wallet.withdrawal'),
    sectionRoute('history-deposit', 'wallet.history_deposit'),
    sectionRoute('history-withdrawal', 'wallet.history_withdrawal'),
    sectionRoute('bills', 'wallet.bills'),
  ],
};

const entrust: RouteObject = {
  path: 'account/entrust',
  // The entrust tab bar (spec §2 "Entrust tabs") over every entrust page.
  lazy: lazyRoute(() => import('../../features/entrust/EntrustLayout.tsx')),
  children: [
    indexRedirect('/account/entrust/spot'),
    pageRoute('spot', { titleKey: 'section.entrust.spot.title' }, () => import('../../features/entrust/SpotEntrustPage.tsx')),
    sectionRoute('margin-all', 'entrust.margin_all'),
    sectionRoute('margin-fixed', 'entrust.margin_fixed'),
    redirectRoute('future', '/account/entrust/future/u'),
    sectionRoute('future/u', 'entrust.future_u'),
    sectionRoute('future/coin', 'entrust.future_coin'),
  ],
};

const overview: RouteObject = {
  path: 'accountNew',
  children: [
    indexRedirect('/accountNew/overview'),
    sectionRoute('overview', 'overview.overview'),
    redirectRoute('asset', '/accountNew/asset/spot'),
    sectionRoute('asset/spot', 'overview.spot'),
    sectionRoute('asset/coin', 'overview.coin'),
    sectionRoute('asset/lever', 'overview.lever'),
    sectionRoute('asset/contract', 'overview.contract'),
    sectionRoute('asset/merchant', 'overview.merchant'),
  ],
};

export const accountRoutes: RouteObject = {
  loader: requireLoginLoader,
  element: <RequireLogin />,
  children: [redirectRoute('account', '/account/center/info'), accountCenter, wallet, entrust, overview],
};
