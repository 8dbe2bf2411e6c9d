import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepthPayload } from '@exchange/contract/market';
import type { PairRules, Ticker } from '../../api/marketMap.ts';
import * as market from '../../api/market.ts';
import { useExchangeTitle } from '../../app/exchangeTitle.ts';
import { renderPage } from '../../app/testing.tsx';
import { liveStatus } from '../../realtime/channelStatus.ts';
import ExchangeIndexPage from './ExchangeIndexPage.tsx';
import ExchangePage from './ExchangePage.tsx';
import NewCoinPage from './NewCoinPage.tsx';
import { rememberPair } from './page/lastPair.ts';
import { useTradeTicket } from './tradeTicket.ts';

const live = vi.hoisted(() => new Map<string, (payload: unknown) => void>());

vi.mock('../../realtime/connection.ts', () => ({
  liveChannel: {
    subscribe: (topic: string, handler: (payload: unknown) => void) => {
      live.set(topic, handler);
      return () => live.delete(topic);
    },
    onReconnect: () => () => {},
  },
}));

// The canvas charts have their own tests of their data; jsdom cannot draw them.
vi.mock('./chart/klineChart.ts', () => ({
  KlineChart: class {
    oldestTime = undefined;
    setColors() {}
    setLineMode() {}
    setAverages() {}
    setLeftEdgeHandler() {}
    reset() {}
    prepend() {}
    live() {}
    destroy() {}
  },
}));
vi.mock('./chart/depthChart.ts', () => ({ DepthChart: class { setColors() {} update() {} destroy() {} } }));

vi.mock('./orders/index.ts', () => ({
  SpotOrderForms: ({ pair }: { pair: string }) => <p>order forms of {pair}</p>,
  PairBalancesPanel: ({ pair }: { pair: string }) => <p>balances of {pair}</p>,
  SpotOrderTabs: ({ pair }: { pair: string }) => <p>order tabs of {pair}</p>,
  PhoneTradeBar: () => null,
}));

vi.mock('../../api/market.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof market>()),
  getSpotPairRules: vi.fn(),
  getSpotMarkets: vi.fn(),
  getContractMarkets: vi.fn(),
  getFavourites: vi.fn(),
  getDepthSnapshot: vi.fn(),
  getTradeSnapshot: vi.fn(),
  getKlineHistory: vi.fn(),
}));

const rules = (pair: string, isNew = false): PairRules => {
  const [base = '', quote = ''] = pair.split('/');
  return { kind: 'xh', pair, base, quote, icon: '', priceScale: 2, amountScale: 4, buyFee: '0.001', sellFee: '0.001', minAmount: '0.0001', isolatedLeverage: '0', crossLeverage: '0', isNew };
};
const ticker = (pair: string, last: string, change: string): Ticker => {
  const [base = '', quote = ''] = pair.split('/');
  return { kind: 'xh', pair, base, quote, icon: '', last, open: last, high: '70000', low: '60000', volume: '1234.5', turnover: '80000000', change, isNew: false };
};

const depth = (seq: number, bid = '64999.50'): DepthPayload => ({
  symbolName: 'BTC/USDT',
  seq,
  buyItems: [
    [bid, '0.5'],
    ['64990.00', '1'],
  ],
  sellItems: [
    ['65000.50', '0.25'],
    ['65010.00', '2'],
  ],
});

beforeEach(() => {
  vi.mocked(market.getSpotPairRules).mockResolvedValue([rules('BTC/USDT'), rules('ETH/USDT'), rules('NEW/USDT', true), rules('HOT/USDT', true)]);
  vi.mocked(market.getSpotMarkets).mockResolvedValue([ticker('BTC/USDT', '65000.00', '2.5'), ticker('ETH/USDT', '3500.00', '-1'), ticker('NEW/USDT', '1.00', '0'), ticker('HOT/USDT', '2.00', '0')]);
  vi.mocked(market.getContractMarkets).mockResolvedValue([]);
  vi.mocked(market.getFavourites).mockResolvedValue([]);
  vi.mocked(market.getDepthSnapshot).mockImplementation(async () => depth(1));
  vi.mocked(market.getTradeSnapshot).mockResolvedValue([{ id: 't1', price: '65000.00', amount: '0.1', side: 'sell', time: Date.UTC(2024, 0, 1, 12, 0, 0) }]);
  vi.mocked(market.getKlineHistory).mockResolvedValue([]);
});
afterEach(() => {
  vi.clearAllMocks();
  useExchangeTitle.setState({ current: null });
  liveStatus.set('idle');
});

const book = () => screen.getByRole('region', { name: 'Order book' });

describe('ExchangePage', () => {
  it('shows the pair live and places the member panels', async () => {
    renderPage(<ExchangePage />, { path: '/exchange/full-screen/:symbolName', initial: '/exchange/full-screen/BTC_USDT' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('BTC/USDT');
    await waitFor(() => expect(within(book()).getByRole('button', { name: '64999.50' })).toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Asks' })).getAllByRole('button').map((b) => b.textContent)).toContain('65000.50');
    expect(await screen.findByText('order forms of BTC/USDT')).toBeInTheDocument();
    expect(screen.getByText('balances of BTC/USDT')).toBeInTheDocument();
    expect(screen.getByText('order tabs of BTC/USDT')).toBeInTheDocument();
    await waitFor(() => expect(useExchangeTitle.getState().current).toEqual({ pair: 'BTC/USDT', price: '65000.00' }));
    expect(screen.getByText('24h change').closest('div')).toHaveTextContent('+2.50%');
  });

  it('redraws the book from live depth and hands clicked prices to the forms', async () => {
    const user = userEvent.setup();
    renderPage(<ExchangePage />, { path: '/exchange/full-screen/:symbolName', initial: '/exchange/full-screen/BTC_USDT' });
    const row = await within(await screen.findByRole('list', { name: 'Bids' })).findByRole('button', { name: '64999.50' });
    act(() => live.get('xh_deptH_BTC/USDT')?.(depth(2, '64999.90')));
    await waitFor(() => expect(row).toHaveTextContent('64999.90'));
    await user.click(row);
    expect(useTradeTicket.getState().picked?.price).toBe('64999.90');
    const trades = screen.getByRole('list', { name: 'Recent trades' });
    await user.click(await within(trades).findByRole('button', { name: '65000.00' }));
    expect(useTradeTicket.getState().picked?.price).toBe('65000.00');
  });

  it('marks the ticker, book and trades stale while the live channel is down, each until fresh data of its own', async () => {
    renderPage(<ExchangePage />, { path: '/exchange/full-screen/:symbolName', initial: '/exchange/full-screen/BTC_USDT' });
    await within(await screen.findByRole('list', { name: 'Bids' })).findByRole('button', { name: '64999.50' });
    const trades = screen.getByRole('region', { name: 'Recent trades' });
    await within(trades).findByRole('button', { name: '65000.00' });
    const ticker = screen.getByRole('heading', { level: 1 }).closest('header')!;
    act(() => live.get('xh_detail_BTC/USDT')?.({ symbolName: 'BTC/USDT', type: 'xh', close: '65100.00', open: '64000', high: '70000', low: '60000', amount: '1', vol: '1', zdf: '1.7' }));
    await waitFor(() => expect(ticker).toHaveTextContent('65100.00'));
    for (const panel of [ticker, book(), trades]) expect(panel).not.toHaveAttribute('data-stale');

    act(() => liveStatus.set('reconnecting'));
    for (const panel of [ticker, book(), trades]) expect(panel).toHaveAttribute('data-stale');
    act(() => liveStatus.set('live'));
    act(() => live.get('xh_deptH_BTC/USDT')?.(depth(2, '64999.90')));
    await waitFor(() => expect(book()).not.toHaveAttribute('data-stale'));
    expect(trades).toHaveAttribute('data-stale');
    expect(ticker).toHaveAttribute('data-stale');
  });

  it('groups the book by a coarser step', async () => {
    const user = userEvent.setup();
    renderPage(<ExchangePage />, { path: '/exchange/full-screen/:symbolName', initial: '/exchange/full-screen/BTC_USDT' });
    await within(await screen.findByRole('list', { name: 'Bids' })).findByRole('button', { name: '64999.50' });
    await user.click(screen.getByRole('combobox', { name: 'Price grouping' }));
    await user.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Bids' })).getAllByRole('button').map((b) => b.textContent).filter(Boolean)).toEqual(['64990']));
    await user.click(screen.getByRole('button', { name: 'Asks' }));
    expect(screen.queryByRole('list', { name: 'Bids' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Asks' }).children).toHaveLength(24);
  });

  it('says so when the pair does not trade here', async () => {
    renderPage(<ExchangePage />, { path: '/exchange/full-screen/:symbolName', initial: '/exchange/full-screen/NOPE_USDT' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This market does not exist');
    expect(screen.getByText(/NOPE\/USDT is not traded here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View markets' })).toHaveAttribute('href', '/market/main');
  });

  it('switches pair from the selector', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<ExchangePage />, { path: '/exchange/full-screen/:symbolName', initial: '/exchange/full-screen/BTC_USDT' });
    const markets = await screen.findByRole('navigation', { name: 'Markets' });
    await user.click(await within(markets).findByRole('link', { name: /^ETH/ }));
    expect(router.state.location.pathname).toBe('/exchange/full-screen/ETH_USDT');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('ETH/USDT');
  });
});

describe('ExchangeIndexPage', () => {
  it('opens the pair last viewed', async () => {
    rememberPair('ETH/USDT');
    renderPage(<ExchangeIndexPage />, { path: '/exchange/index' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('ETH/USDT');
  });

  it('opens BTC/USDT on a first visit', async () => {
    renderPage(<ExchangeIndexPage />, { path: '/exchange/index' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('BTC/USDT');
  });
});

describe('NewCoinPage', () => {
  it('lists only new coins and opens the first one for an unknown type', async () => {
    renderPage(<NewCoinPage />, { path: '/exchange/full-screen_newCoin/:type', initial: '/exchange/full-screen_newCoin/BTC_USDT' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('NEW/USDT');
    const markets = screen.getByRole('navigation', { name: 'Markets' });
    await waitFor(() => expect(within(markets).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/exchange/full-screen_newCoin/NEW_USDT', '/exchange/full-screen_newCoin/HOT_USDT']));
  });

  it('opens the named new coin', async () => {
    renderPage(<NewCoinPage />, { path: '/exchange/full-screen_newCoin/:type', initial: '/exchange/full-screen_newCoin/HOT_USDT' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('HOT/USDT');
  });
});
