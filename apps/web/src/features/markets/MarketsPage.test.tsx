import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ticker } from '../../api/marketMap.ts';
import * as market from '../../api/market.ts';
import { renderPage } from '../../app/testing.tsx';
import { liveStatus } from '../../realtime/channelStatus.ts';
import { useSession } from '../../session/store.ts';
import MarketsPage from './MarketsPage.tsx';

vi.mock('../../realtime/connection.ts', () => ({
  liveChannel: { subscribe: () => () => {}, onReconnect: () => () => {} },
}));

vi.mock('../../api/market.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof market>()),
  getSpotMarkets: vi.fn(),
  getContractMarkets: vi.fn(),
  getFavourites: vi.fn(),
  addFavourite: vi.fn(),
  removeFavourite: vi.fn(),
}));

const ticker = (kind: Ticker['kind'], pair: string, figures: Partial<Ticker> = {}): Ticker => {
  const [base = '', quote = ''] = pair.split('/');
  return { kind, pair, base, quote, icon: `/coins/${base}.svg`, last: '1', open: '1', high: '2', low: '0.5', volume: '10', turnover: '10', change: '0', isNew: false, ...figures };
};

const spot = [
  ticker('xh', 'BTC/USDT', { last: '65000.50', change: '2.50', turnover: '90000000' }),
  ticker('xh', 'ETH/USDT', { last: '3500.00', change: '-1.20', turnover: '120000000' }),
  ticker('xh', 'SOL/USDT', { last: '150.00', change: '10.00', turnover: '5000000' }),
  ticker('xh', 'ETH/BTC', { last: '0.0538', change: '0.40', turnover: '12' }),
];
const contracts = [ticker('ubw', 'BTC/USDT', { last: '65010.00' }), ticker('bbw', 'BTC/USD', { last: '65020.0' })];

/** Link names as a screen reader gets them, give or take the space jsdom puts between the spans. */
const named = (pair: string) => ({ name: (name: string) => name.replaceAll(' ', '') === pair.replaceAll(' ', '') });

const pairsShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

beforeEach(() => {
  // jsdom does not scroll; the virtualizer only asks it to keep the page where it is.
  window.scrollTo = vi.fn();
  vi.mocked(market.getSpotMarkets).mockResolvedValue(spot);
  vi.mocked(market.getContractMarkets).mockResolvedValue(contracts);
  vi.mocked(market.getFavourites).mockResolvedValue([]);
  vi.mocked(market.addFavourite).mockResolvedValue(null);
  useSession.setState({ isLoggedIn: false });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false });
  act(() => liveStatus.set('idle'));
});

describe('MarketsPage', () => {
  it('marks the table stale while the live channel is down', async () => {
    renderPage(<MarketsPage />, { path: '/market/main', initial: '/market/main' });
    const table = await screen.findByRole('table');
    await within(table).findByRole('link', named('BTC/USDT'));
    expect(table).not.toHaveAttribute('data-stale');
    act(() => liveStatus.set('reconnecting'));
    expect(table).toHaveAttribute('data-stale');
  });

  it('lists spot markets by quote coin, with live links to trade', async () => {
    const user = userEvent.setup();
    renderPage(<MarketsPage />, { path: '/market/main', initial: '/market/main' });
    await waitFor(() => expect(pairsShown()).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']));
    expect(screen.getByRole('table', { name: 'Spot' })).toHaveAttribute('aria-rowcount', '4');
    expect(screen.getByRole('link', named('BTC/USDT'))).toHaveAttribute('href', '/exchange/full-screen/BTC_USDT');
    expect(screen.getByText('+2.50%')).toBeInTheDocument();
    expect(screen.getByText('≈ $65000.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'BTC' }));
    await waitFor(() => expect(pairsShown()).toEqual(['ETH/BTC']));
  });

  it('sorts by a column and filters by coin', async () => {
    const user = userEvent.setup();
    renderPage(<MarketsPage />, { path: '/market/main', initial: '/market/main' });
    await screen.findByRole('link', named('SOL/USDT'));
    await user.click(screen.getByRole('button', { name: '24h change' }));
    expect(screen.getByRole('columnheader', { name: '24h change' })).toHaveAttribute('aria-sort', 'descending');
    expect(pairsShown()).toEqual(['SOL/USDT', 'BTC/USDT', 'ETH/USDT']);
    await user.click(screen.getByRole('button', { name: '24h change' }));
    expect(pairsShown()).toEqual(['ETH/USDT', 'BTC/USDT', 'SOL/USDT']);
    await user.type(screen.getByRole('searchbox', { name: 'Search by coin' }), 'so');
    expect(pairsShown()).toEqual(['SOL/USDT']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search by coin' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by coin' }), 'xyz');
    expect(screen.getByText('No market matches “xyz”.')).toBeInTheDocument();
  });

  it('shows contracts on their own tabs and opens the contract page', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<MarketsPage />, { path: '/market/main', initial: '/market/main' });
    await screen.findByRole('link', named('BTC/USDT'));
    await user.click(screen.getByRole('tab', { name: 'COIN-M futures' }));
    expect(pairsShown()).toEqual(['BTC/USD COIN-M']);
    await user.click(screen.getAllByRole('row')[1]!.querySelector('[role="cell"]:nth-child(3)')!);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/exchange/full-contract/bbw?symbol=BTC_USD');
  });

  it('renders only the rows near the viewport of a long list', async () => {
    vi.mocked(market.getSpotMarkets).mockResolvedValue(
      Array.from({ length: 600 }, (_, i) => ticker('xh', `C${i}/USDT`, { turnover: String(i) })),
    );
    renderPage(<MarketsPage />, { path: '/market/main', initial: '/market/main' });
    const table = await screen.findByRole('table', { name: 'Spot' });
    expect(table).toHaveAttribute('aria-rowcount', '601');
    const rendered = within(table).getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
  });

  it('sends visitors who star a market to log in and back', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<MarketsPage />, { path: '/market/main', initial: '/market/main?tab=spot' });
    await user.click(await screen.findByRole('button', { name: 'Add ETH/USDT to favourites' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/user/login?redirect=${encodeURIComponent('/market/main?tab=spot')}`,
    );
    expect(market.addFavourite).not.toHaveBeenCalled();
  });

  it('offers visitors to log in on the favourites tab', async () => {
    renderPage(<MarketsPage />, { path: '/market/main', initial: '/market/main?tab=favourites' });
    expect(await screen.findByText('Log in to keep your favourite markets here.')).toBeInTheDocument();
    expect(market.getFavourites).not.toHaveBeenCalled();
  });

  it('stars a market for members at once and keeps it when the call succeeds', async () => {
    useSession.setState({ isLoggedIn: true });
    const user = userEvent.setup();
    let finish!: (value: unknown) => void;
    vi.mocked(market.addFavourite).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderPage(<MarketsPage />, { path: '/market/main', initial: '/market/main' });
    const star = await screen.findByRole('button', { name: 'Add SOL/USDT to favourites' });
    await user.click(star);
    expect(screen.getByRole('button', { name: 'Remove SOL/USDT from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(market.addFavourite).toHaveBeenCalledWith('xh', 'SOL/USDT');
    vi.mocked(market.getFavourites).mockResolvedValue([spot[2]!]);
    finish(null);
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    await waitFor(() => expect(pairsShown()).toEqual(['SOL/USDT']));
  });

  it('takes the star back when the call fails', async () => {
    useSession.setState({ isLoggedIn: true });
    const user = userEvent.setup();
    vi.mocked(market.addFavourite).mockRejectedValue(new Error('refused'));
    renderPage(<MarketsPage />, { path: '/market/main', initial: '/market/main' });
    await user.click(await screen.findByRole('button', { name: 'Add BTC/USDT to favourites' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add BTC/USDT to favourites' })).toHaveAttribute('aria-pressed', 'false'));
  });

  it('shows an error with a retry when the lists cannot load', async () => {
    vi.mocked(market.getSpotMarkets).mockRejectedValue(new Error('down'));
    renderPage(<MarketsPage />, { path: '/market/main', initial: '/market/main' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Markets could not be loaded');
    vi.mocked(market.getSpotMarkets).mockResolvedValue(spot);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', named('BTC/USDT'))).toBeInTheDocument();
  });
});
