import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractDetail } from '@exchange/contract/futures';
import * as futures from '../../api/futures.ts';
import * as market from '../../api/market.ts';
import type { Ticker } from '../../api/marketMap.ts';
import { useExchangeTitle } from '../../app/exchangeTitle.ts';
import { renderPage } from '../../app/testing.tsx';
import { useTradeType } from '../../app/tradeType.ts';
import { useSession, type UserInfo } from '../../session/store.ts';
import FuturesPage from './FuturesPage.tsx';
import { bbwRules, contractWallet, shortPosition, ubwRules } from './testRows.ts';

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
// jsdom cannot draw the canvas charts; the price lines they are given are recorded.
const drawnLines = vi.hoisted(() => ({ current: [] as Array<{ id: string; price: number }> }));
vi.mock('../spot/chart/klineChart.ts', () => ({
  KlineChart: class {
    oldestTime = undefined;
    setColors() {}
    setLineMode() {}
    setAverages() {}
    setLeftEdgeHandler() {}
    setPriceLines(lines: Array<{ id: string; price: number }>) {
      drawnLines.current = lines;
    }
    reset() {}
    prepend() {}
    live() {}
    destroy() {}
  },
}));
vi.mock('../spot/chart/depthChart.ts', () => ({ DepthChart: class { setColors() {} update() {} destroy() {} } }));
vi.mock('../../api/market.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof market>()),
  getSpotMarkets: vi.fn(),
  getContractMarkets: vi.fn(),
  getFavourites: vi.fn(),
  getDepthSnapshot: vi.fn(),
  getTradeSnapshot: vi.fn(),
  getKlineHistory: vi.fn(),
}));
vi.mock('../../api/futures.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof futures>()),
  getContractRules: vi.fn(),
  getContractDetails: vi.fn(),
  getContractWallet: vi.fn(),
  getPositions: vi.fn(),
  getContractOrders: vi.fn(),
}));

const listed = (pair: string, kind: 'ubw' | 'bbw', last: string): Ticker => {
  const [base = '', quote = ''] = pair.split('/');
  return { kind, pair, base, quote, icon: '', last, open: last, high: last, low: last, volume: '12', turnover: '600000', change: '1.5', isNew: false };
};
const detail = (pair: string, kind: 'ubw' | 'bbw', extra: Partial<ContractDetail> = {}): ContractDetail => ({
  symbolName: pair,
  type: kind,
  close: '50000.0',
  open: '49000',
  high: '51000',
  low: '48000',
  amount: '12',
  vol: '600000',
  zdf: '2.04',
  markPrice: '50010.5',
  indexPrice: '50005.2',
  fundingRate: '0.0001',
  nextFundingTime: 0,
  fundingInterval: 28_800_000,
  contractSize: '1',
  tradeTurnover: '600000',
  ...extra,
});

const open = (path: string) => renderPage(<FuturesPage />, { path: '/exchange/full-contract/:type', initial: path });
const header = () => screen.getByRole('heading', { level: 1 }).closest('header')!;

beforeEach(() => {
  vi.mocked(market.getSpotMarkets).mockResolvedValue([]);
  vi.mocked(market.getContractMarkets).mockResolvedValue([listed('BTC/USDT', 'ubw', '50000.0'), listed('ETH/USDT', 'ubw', '3000.00'), listed('BTC/USD', 'bbw', '50000.0')]);
  vi.mocked(market.getFavourites).mockResolvedValue([]);
  vi.mocked(market.getDepthSnapshot).mockResolvedValue({ symbolName: 'BTC/USD', seq: 1, buyItems: [['49990.0', '120']], sellItems: [['50010.0', '80']] });
  vi.mocked(market.getTradeSnapshot).mockResolvedValue([]);
  vi.mocked(market.getKlineHistory).mockResolvedValue([]);
  vi.mocked(futures.getContractRules).mockImplementation(async (kind, pair) => (kind === 'bbw' ? bbwRules : { ...ubwRules, pair, base: pair.split('/')[0]! }));
  vi.mocked(futures.getContractDetails).mockImplementation(async (kind, pairs) => pairs.map((pair) => detail(pair, kind)));
  vi.mocked(futures.getContractWallet).mockResolvedValue(contractWallet);
  vi.mocked(futures.getPositions).mockResolvedValue([]);
  vi.mocked(futures.getContractOrders).mockResolvedValue({ records: [], total: 0, size: 20, current: 1, pages: 0 });
});
afterEach(() => {
  vi.clearAllMocks();
  useExchangeTitle.setState({ current: null });
  useSession.setState({ isLoggedIn: false, user: null });
});

describe('FuturesPage', () => {
  it('shows the contract with its mark, index and funding, and sets the trade type', async () => {
    open('/exchange/full-contract/ubw');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('BTC/USDT');
    await waitFor(() => expect(within(header()).getByText('Mark price').closest('div')).toHaveTextContent('50010.5'));
    expect(within(header()).getByText('Index price').closest('div')).toHaveTextContent('50005.2');
    expect(within(header()).getByText('Funding / next in').closest('div')).toHaveTextContent(/0\.0100%.*Longs pay shorts/);
    expect(useTradeType.getState()).toMatchObject({ dealType: 'pry', contractType: 'ubw' });
    await waitFor(() => expect(useExchangeTitle.getState().current).toEqual({ pair: 'BTC/USDT', price: '50000.0' }));
    expect(drawnLines.current.map((line) => line.id)).toEqual(['mark']);
    expect(screen.getByRole('region', { name: 'Place order' })).toHaveAttribute('id', 'order-form');
  });

  it('tells a member holding a position what funding means for them, and draws the position lines', async () => {
    useSession.setState({ isLoggedIn: true, user: { user_id: 'u1' } as UserInfo });
    vi.mocked(futures.getPositions).mockResolvedValue([shortPosition]);
    open('/exchange/full-contract/ubw');
    await waitFor(() => expect(within(header()).getByText('Funding / next in').closest('div')).toHaveTextContent('You receive'));
    await waitFor(() => expect(drawnLines.current.map((line) => [line.id, line.price])).toEqual([['mark', 50010.5], ['entry', 50000], ['liquidation', 54780.9]]));
    // The contract's live ticker moves the figures; a plain detail keeps the mark it did not carry.
    act(() => live.get('ubw_detail_BTC/USDT')?.({ ...detail('BTC/USDT', 'ubw', { close: '50100.0', markPrice: '50090.0', fundingRate: '-0.0002' }) }));
    await waitFor(() => expect(within(header()).getByText('Mark price').closest('div')).toHaveTextContent('50090.0'));
    expect(within(header()).getByText('Funding / next in').closest('div')).toHaveTextContent(/-0\.0200%.*You pay/);
    act(() => live.get('ubw_detail_BTC/USDT')?.({ symbolName: 'BTC/USDT', type: 'ubw', close: '50200.0', open: '49000', high: '51000', low: '48000', amount: '1', vol: '1', zdf: '1' }));
    await waitFor(() => expect(header()).toHaveTextContent('50200.0'));
    expect(within(header()).getByText('Mark price').closest('div')).toHaveTextContent('50090.0');
    expect(await screen.findByRole('table', { name: 'Positions' })).toHaveTextContent('54780.9');
  });

  it('counts a coin-margined book in contracts', async () => {
    open('/exchange/full-contract/bbw');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('BTC/USD');
    const book = screen.getByRole('region', { name: 'Order book' });
    expect(within(book).getByText('Amount (Cont)')).toBeInTheDocument();
    expect(useTradeType.getState().contractType).toBe('bbw');
  });

  it('opens the contract named in the query and links the others of its kind', async () => {
    const user = userEvent.setup();
    const { router } = open('/exchange/full-contract/ubw?symbol=ETH_USDT');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('ETH/USDT');
    const markets = screen.getByRole('navigation', { name: 'Markets' });
    await waitFor(() => expect(within(markets).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/exchange/full-contract/ubw?symbol=BTC_USDT', '/exchange/full-contract/ubw?symbol=ETH_USDT']));
    await user.click(within(markets).getByRole('link', { name: /^BTC/ }));
    expect(router.state.location.search).toBe('?symbol=BTC_USDT');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('BTC/USDT');
  });

  it('says so when the contract does not trade here, and sends an unknown type to USDT-M', async () => {
    open('/exchange/full-contract/ubw?symbol=NOPE_USDT');
    expect(await screen.findByText(/NOPE\/USDT is not traded here/)).toBeInTheDocument();
    const { router } = open('/exchange/full-contract/xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/exchange/full-contract/ubw'));
  });

  it('offers a retry when the contracts cannot be loaded', async () => {
    vi.mocked(market.getContractMarkets).mockRejectedValue(new Error('down'));
    open('/exchange/full-contract/ubw');
    expect(await screen.findByText('The contract could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
