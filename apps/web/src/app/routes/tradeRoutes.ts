// Trading screens and the peer-to-peer market. Exchange screens keep a fixed document title (spec §2).
import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { RequireLogin } from '../RequireLogin.tsx';
import { ORDER_FORM_TARGET } from '../skipTargets.ts';
import { indexRedirect, pageRoute, redirectRoute } from './build.ts';

const exchange = { fixedTitle: true } as const;
// The order form is the page's task and sits past the pair list, chart and book (about 90 Tab
// presses): a skip link takes keyboard users straight there.
const screen = (section: string) => ({
  titleKey: `section.exchange.${section}.title`,
  skipTo: { id: ORDER_FORM_TARGET, labelKey: 'common.skip_to_order_form' },
  ...exchange,
});

export const tradeRoutes: RouteObject[] = [
  {
    path: 'exchange',
    children: [
      indexRedirect('/exchange/index'),
      pageRoute('index', screen('index'), () => import('../../features/spot/ExchangeIndexPage.tsx')),
      pageRoute('full-screen/:symbolName', screen('full_screen'), () => import('../../features/spot/ExchangePage.tsx')),
      pageRoute('full-screen_newCoin/:type', screen('new_coin'), () => import('../../features/spot/NewCoinPage.tsx')),
      pageRoute('full-contract/:type', screen('full_contract'), () => import('../../features/futures/FuturesPage.tsx')),
      pageRoute('pulse/:type', screen('pulse'), () => import('../../features/pulse/PulsePage.tsx')),
    ],
  },
  {
    path: 'otc',
    children: [
      indexRedirect('/otc/common'),
      pageRoute('common', { titleKey: 'section.otc.common.title' }, () => import('../../features/otc/OtcMarketPage.tsx')),
      pageRoute('ordinary', { titleKey: 'section.otc.ordinary.title' }, () => import('../../features/otc/QuickTradePage.tsx')),
      { element: createElement(RequireLogin), children: [pageRoute('order', { titleKey: 'section.otc.order.title' }, () => import('../../features/otc/OtcOrdersPage.tsx'))] },
    ],
  },
  {
    path: 'merchant',
    children: [
      indexRedirect('/merchant/index'),
      {
        element: createElement(RequireLogin),
        children: [
          pageRoute('index', { titleKey: 'section.merchant.index.title' }, () => import('../../features/merchant/MerchantIndexPage.tsx')),
          pageRoute('deal', { titleKey: 'section.merchant.deal.title' }, () => import('../../features/merchant/MerchantDealPage.tsx')),
        ],
      },
    ],
  },
  redirectRoute('finance', '/finance/investment/investment'),
  {
    path: 'finance/investment',
    children: [
      indexRedirect('/finance/investment/investment'),
      pageRoute('investment', { titleKey: 'section.finance.investment.title' }, () => import('../../features/finance/FinancePage.tsx')),
    ],
  },
];
