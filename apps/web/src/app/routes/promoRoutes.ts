// Rewards, invitations and the other campaign pages, plus the team's test pages.
import type { RouteObject } from 'react-router';
import { indexRedirect, sectionRoute } from './build.ts';

/** `/name` → `/name/index`, the one page of each campaign. */
const campaign = (name: string, section: string): RouteObject => ({
  path: name,
  children: [indexRedirect(`/${name}/index`), sectionRoute('index', section)],
});

export const promoRoutes: RouteObject[] = [
  {
    path: 'welfare',
    children: [
      indexRedirect('/welfare/luckyDraw'),
      sectionRoute('luckyDraw', 'welfare.lucky_draw'),
      sectionRoute('integratingActivity', 'welfare.points'),
      sectionRoute('rewardCenter', 'welfare.reward_center'),
      sectionRoute('exclusiceForNewcomers', 'welfare.newcomers'),
    ],
  },
  campaign('invite_rebate', 'invite.rebate'),
  campaign('invite_rebate_new', 'invite.rebate_new'),
  campaign('kol', 'kol'),
  campaign('participationSuccess', 'participation'),
  campaign('verificationServices', 'verification_services'),
  ...['test', 'test1', 'test2', 'test3', 'test4', 'test5', 'test6'].map((path) => sectionRoute(path, 'test')),
];
