// Trading screens and the peer-to-peer market. Exchange screens keep a fixed document title (spec §2).
import type { RouteObject } from 'react-router';
import { indexRedirect, pageRoute, redirectRoute, sectionRoute } from './build.ts';

const exchange = { fixedTitle: true } as const;
const spot = (section: string) => ({ titleKey: `section.exchange.${section}.title`, ...exchange });

export const tradeRoutes: RouteObject[] = [
  {
    path: 'exchange',
    children: [
      indexRedirect('/exchange/index'),
      pageRoute('index', spot('index'), () => import('../../features/spot/ExchangeIndexPage.tsx')),
      pageRoute('full-screen/:symbolName', spot('full_screen'), () => import('../../features/spot/ExchangePage.tsx')),
      pageRoute('full-screen_newCoin/:type', spot('new_coin'), () => import('../../features/spot/NewCoinPage.tsx')),
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
