// Trading screens and the peer-to-peer market. Exchange screens keep a fixed document title (spec §2).
import type { RouteObject } from 'react-router';
import { indexRedirect, redirectRoute, sectionRoute } from './build.ts';

const exchange = { fixedTitle: true } as const;

export const tradeRoutes: RouteObject[] = [
  {
    path: 'exchange',
    children: [
      indexRedirect('/exchange/index'),
      sectionRoute('index', 'exchange.index', exchange),
      sectionRoute('full-screen/:symbolName', 'exchange.full_screen', exchange),
      sectionRoute('full-screen_newCoin/:type', 'exchange.new_coin', exchange),
      sectionRoute('full-contract/:type', 'exchange.full_contract', exchange),
      sectionRoute('pulse/:type', 'exchange.pulse', exchange),
    ],
  },
  {
    path: 'otc',
    children: [
      indexRedirect('/otc/common'),
      sectionRoute('common', 'otc.common'),
      sectionRoute('order', 'otc.order'),
      sectionRoute('ordinary', 'otc.ordinary'),
    ],
  },
  {
    path: 'merchant',
    children: [indexRedirect('/merchant/index'), sectionRoute('index', 'merchant.index'), sectionRoute('deal', 'merchant.deal')],
  },
  redirectRoute('finance', '/finance/investment/investment'),
  {
    path: 'finance/investment',
    children: [indexRedirect('/finance/investment/investment'), sectionRoute('investment', 'finance.investment')],
  },
];
