// Rewards, invitations and the other campaign pages, plus the staff's pages: the operator
// diagnostics (/test … /test6) and the support console.
import type { RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { indexRedirect, pageRoute } from './build.ts';

/** A rewards page (issue 27), in its own chunk. */
const welfarePage = (path: string, section: string, importer: () => Promise<{ default: ComponentType }>): RouteObject =>
  pageRoute(path, { titleKey: `section.welfare.${section}.title` }, importer);

/** `/name` → `/name/index`, the one page of each campaign, in its own chunk. */
const campaign = (name: string, section: string, importer: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path: name,
  children: [indexRedirect(`/${name}/index`), pageRoute('index', { titleKey: `section.${section}.title` }, importer)],
});

export const promoRoutes: RouteObject[] = [
  {
    path: 'welfare',
    children: [
      indexRedirect('/welfare/luckyDraw'),
      welfarePage('luckyDraw', 'lucky_draw', () => import('../../features/welfare/LuckyDrawPage.tsx')),
      welfarePage('integratingActivity', 'points', () => import('../../features/welfare/PointsPage.tsx')),
      welfarePage('rewardCenter', 'reward_center', () => import('../../features/welfare/RewardCenterPage.tsx')),
      welfarePage('exclusiceForNewcomers', 'newcomers', () => import('../../features/welfare/NewcomersPage.tsx')),
    ],
  },
  campaign('invite_rebate', 'invite.rebate', () => import('../../features/invite/InviteRebatePage.tsx')),
  campaign('invite_rebate_new', 'invite.rebate_new', () => import('../../features/invite/InviteRebateNewPage.tsx')),
  campaign('kol', 'kol', () => import('../../features/kol/KolPage.tsx')),
  campaign('participationSuccess', 'participation', () => import('../../features/kol/ParticipationSuccessPage.tsx')),
  campaign('verificationServices', 'verification_services', () => import('../../features/kol/VerificationServicesPage.tsx')),
  ...['test', 'test1', 'test2', 'test3', 'test4', 'test5', 'test6'].map((path) =>
    pageRoute(path, { titleKey: 'diag.title' }, () => import('../../features/support/DiagnosticsPage.tsx')),
  ),
  { path: 'support', children: [indexRedirect('/support/console'), pageRoute('console', { titleKey: 'support.title' }, () => import('../../features/support/SupportConsolePage.tsx'))] },
];
