// The member's own area (spec §6: members only). Every route sits under one guard: visitors are sent
// to the login page with the path they wanted as `redirect`.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireLogin } from '../RequireLogin.tsx';
import { frameRoute, indexRedirect, pageRoute, redirectRoute } from './build.ts';

const centerPage = (path: string, section: string, importer: () => Promise<{ default: ComponentType }>) =>
  pageRoute(path, { titleKey: `section.${section}.title` }, importer);

const settingPage = (page: string, section: string, importer: () => Promise<{ default: ComponentType }>) =>
  centerPage(`security/setting/${page}`, `security.${section}`, importer);

// The account centre's side menu (spec §2), hidden on the setting pages.
const accountCenter = frameRoute('account/center', () => import('../../features/account/AccountCenterLayout.tsx'), [
  indexRedirect('/account/center/info'),
  centerPage('info', 'account.info', () => import('../../features/account/info/InfoPage.tsx')),
  centerPage('security', 'account.security', () => import('../../features/account/security/SecurityPage.tsx')),
  centerPage('device-management', 'account.devices', () => import('../../features/account/devices/DeviceManagementPage.tsx')),
  centerPage('kyc', 'account.kyc', () => import('../../features/account/kyc/KycPage.tsx')),
  centerPage('merchant', 'account.merchant', () => import('../../features/account/merchant/MerchantPage.tsx')),
  centerPage('contractAgents/agentManagement', 'account.agents', () => import('../../features/account/agents/AgentManagementPage.tsx')),
  settingPage('phone', 'phone', () => import('../../features/account/security/PhoneSettingPage.tsx')),
  settingPage('google', 'google', () => import('../../features/account/security/GooglePage.tsx')),
  settingPage('email', 'email', () => import('../../features/account/security/EmailSettingPage.tsx')),
  settingPage('login-pwd', 'login_pwd', () => import('../../features/account/security/LoginPasswordPage.tsx')),
  settingPage('trade-pwd', 'trade_pwd', () => import('../../features/account/security/TradePasswordPage.tsx')),
  settingPage('anti-code', 'anti_code', () => import('../../features/account/security/AntiCodePage.tsx')),
  // Spec §2 lists no route for API keys, only their calls (§7 api/page, apiSave, del). Keys act
  // for the member, so they are a security matter and live under the security page.
  pageRoute('security/api', { titleKey: 'account.api.title' }, () => import('../../features/account/apiKeys/ApiKeysPage.tsx')),
]);

const walletPage = (path: string, section: string, importer: () => Promise<{ default: ComponentType }>) =>
  pageRoute(path, { titleKey: `section.wallet.${section}.title` }, importer);

// The wallet's side menu (spec §2) beside every wallet page.
const wallet = frameRoute('account/wallet', () => import('../../features/wallet/WalletLayout.tsx'), [
  indexRedirect('/account/wallet/assets'),
  walletPage('assets', 'assets', () => import('../../features/wallet/AssetsPage.tsx')),
  walletPage('deposit', 'deposit', () => import('../../features/wallet/deposit/DepositPage.tsx')),
  walletPage('withdrawal', 'withdrawal', () => import('../../features/wallet/withdrawal/WithdrawalPage.tsx')),
  walletPage('history-deposit', 'history_deposit', () => import('../../features/wallet/history/DepositHistoryPage.tsx')),
  walletPage('history-withdrawal', 'history_withdrawal', () => import('../../features/wallet/history/WithdrawalHistoryPage.tsx')),
  walletPage('bills', 'bills', () => import('../../features/wallet/history/BillsPage.tsx')),
]);

// The entrust tab bar (spec §2 "Entrust tabs") over every entrust page.
const entrust = frameRoute('account/entrust', () => import('../../features/entrust/EntrustLayout.tsx'), [
  indexRedirect('/account/entrust/spot'),
  pageRoute('spot', { titleKey: 'section.entrust.spot.title' }, () => import('../../features/entrust/SpotEntrustPage.tsx')),
  pageRoute('margin-all', { titleKey: 'section.entrust.margin_all.title' }, () => import('../../features/entrust/MarginAllEntrustPage.tsx')),
  pageRoute('margin-fixed', { titleKey: 'section.entrust.margin_fixed.title' }, () => import('../../features/entrust/MarginFixedEntrustPage.tsx')),
  redirectRoute('future', '/account/entrust/future/u'),
  pageRoute('future/u', { titleKey: 'section.entrust.future_u.title' }, () => import('../../features/entrust/FuturesEntrustPage.tsx')),
  pageRoute('future/coin', { titleKey: 'section.entrust.future_coin.title' }, () => import('../../features/entrust/FuturesEntrustPage.tsx')),
]);

const accountAsset = () => import('../../features/accountNew/AccountAssetPage.tsx');
const assetPage = (slug: string) => pageRoute(`asset/${slug}`, { titleKey: `section.overview.${slug}.title` }, accountAsset);

// The /accountNew side menu (spec §2 "Account area") beside every page.
const overview = frameRoute('accountNew', () => import('../../features/accountNew/AccountNewLayout.tsx'), [
  indexRedirect('/accountNew/overview'),
  pageRoute('overview', { titleKey: 'section.overview.overview.title' }, () => import('../../features/accountNew/OverviewPage.tsx')),
  redirectRoute('asset', '/accountNew/asset/spot'),
  ...['spot', 'coin', 'lever', 'contract', 'merchant'].map(assetPage),
]);

export const accountRoutes: RouteObject = {
  element: <RequireLogin />,
  children: [redirectRoute('account', '/account/center/info'), accountCenter, wallet, entrust, overview],
};
