// Pages anyone may open: introductions, markets, the help centre and the user (login) pages. Home is
// in the entry's table (routes.tsx).
import type { RouteObject } from 'react-router';
import { indexRedirect, pageRoute, redirectRoute } from './build.ts';

export const publicRoutes: RouteObject[] = [
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
      pageRoute('index', { titleKey: 'section.article.index.title' }, () => import('../../features/article/HelpIndexPage.tsx')),
      pageRoute('categories/:id', { titleKey: 'section.article.category.title' }, () => import('../../features/article/CategoryPage.tsx')),
      pageRoute('sections/:id', { titleKey: 'section.article.section.title' }, () => import('../../features/article/SectionPage.tsx')),
      pageRoute('content/:type/:id', { titleKey: 'section.article.content.title' }, () => import('../../features/article/ArticlePage.tsx')),
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
