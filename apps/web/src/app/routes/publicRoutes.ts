// Pages anyone may open: home, introductions, markets, the help centre and the user (login) pages.
import type { RouteObject } from 'react-router';
import { indexRedirect, pageRoute, redirectRoute, sectionRoute } from './build.ts';

export const publicRoutes: RouteObject[] = [
  { path: 'home', children: [indexRedirect('/home/index'), pageRoute('index', { titleKey: 'title.home' }, () => import('../../features/home/HomePage.tsx'), 'core')] },
  {
    path: 'introduce',
    children: [
      indexRedirect('/introduce/rate'),
      pageRoute('rate', { titleKey: 'section.introduce.rate.title' }, () => import('../../features/introduce/FeeRatePage.tsx')),
      pageRoute('coin', { titleKey: 'section.introduce.coin.title' }, () => import('../../features/introduce/CoinIntroPage.tsx')),
      pageRoute('contract', { titleKey: 'section.introduce.contract.title' }, () => import('../../features/introduce/ContractSpecsPage.tsx')),
    ],
  },
  {
    path: 'market',
    children: [indexRedirect('/market/main'), pageRoute('main', { titleKey: 'section.market.title' }, () => import('../../features/markets/MarketsPage.tsx'))],
  },
  redirectRoute('article', '/article/main/index'),
  {
    path: 'article/main',
    children: [
      indexRedirect('/article/main/index'),
      sectionRoute('index', 'article.index'),
      sectionRoute('categories/:id', 'article.category'),
      sectionRoute('sections/:id', 'article.section'),
      sectionRoute('content/:type/:id', 'article.content'),
    ],
  },
  {
    path: 'user',
    children: [
      indexRedirect('/user/login'),
      pageRoute('login', { titleKey: 'title.login' }, () => import('../../features/user/LoginPage.tsx')),
      pageRoute('register', { titleKey: 'title.register' }, () => import('../../features/user/RegisterPage.tsx')),
      pageRoute('reset', { titleKey: 'title.reset' }, () => import('../../features/user/ResetPage.tsx')),
    ],
  },
];
