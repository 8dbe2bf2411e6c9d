import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IndexRow } from '@exchange/contract/market';
import { fromIndexPayload, type Ticker } from '../../api/marketMap.ts';
import * as market from '../../api/market.ts';
import { renderPage } from '../../app/testing.tsx';
import { usePreferences } from '../../session/preferences.ts';
import { useSession } from '../../session/store.ts';
import HomeMarkets from './HomeMarkets.tsx';

const handlers = new Map<string, (payload: unknown) => void>();

vi.mock('../../realtime/connection.ts', () => ({
  liveChannel: {
    subscribe: (topic: string, handler: (payload: unknown) => void) => {
      handlers.set(topic, handler);
      return () => handlers.delete(topic);
    },
    onReconnect: () => () => {},
  },
}));

vi.mock('../../api/market.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof market>()),
  getIndexSnapshot: vi.fn(),
  getFavourites: vi.fn(),
}));

const row = (symbolName: string, zdf: string, cje: string, newCoin: 0 | 1 = 0): IndexRow => {
  const [bzmc = ''] = symbolName.split('/');
  return { symbol: symbolName, symbolName, bzmc, bzicon: `/coins/${bzmc}.svg`, close: '10.5', zdf, cjl: '1', cje, priceScale: 2, newCoin };
};

const payload = {
  xh: [row('BTC/USDT', '2.5', '90000000'), row('ETH/USDT', '-1.25', '120000000'), row('NEW/USDT', '35', '1000', 1)],
  ubw: [row('BTC/USDT', '2.6', '500000000')],
  bbw: [],
};

const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell').map((cell) => cell.textContent));

beforeEach(() => {
  handlers.clear();
  vi.mocked(market.getIndexSnapshot).mockResolvedValue(fromIndexPayload(payload));
  vi.mocked(market.getFavourites).mockResolvedValue([]);
  useSession.setState({ isLoggedIn: false });
});
afterEach(() => {
  usePreferences.setState({ currency: { exchange_value: 'USD', quote_currency: '$', exchange_code: 'USD', rate: '1' } });
});

describe('HomeMarkets', () => {
  it('shows the busiest spot markets from the index snapshot, in the display currency too', async () => {
    usePreferences.setState({ currency: { exchange_value: 'EUR', quote_currency: '€', exchange_code: 'EUR', rate: '0.5' } });
    renderPage(<HomeMarkets />);
    await waitFor(() => expect(screen.getByRole('table', { name: 'Spot' })).toBeInTheDocument());
    expect(tableRows('Spot')).toEqual([
      ['ETH/USDT', '10.50≈ €5.25', '-1.25%', '€60.00M'],
      ['BTC/USDT', '10.50≈ €5.25', '+2.50%', '€45.00M'],
      ['NEW/USDT New', '10.50≈ €5.25', '+35.00%', '€500.00'],
    ]);
    expect(handlers.has('index')).toBe(true);
  });

  it('shows top gainers, losers and new listings', async () => {
    renderPage(<HomeMarkets />);
    const gainers = await screen.findByRole('region', { name: 'Top gainers' });
    expect(within(gainers).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/exchange/full-screen/NEW_USDT',
      '/exchange/full-screen/BTC_USDT',
    ]);
    expect(within(screen.getByRole('region', { name: 'Top losers' })).getByText('-1.25%')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'New listings' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('updates from the index topic and opens contracts on their page', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<HomeMarkets />, { path: '/home/index', initial: '/home/index' });
    await user.click(await screen.findByRole('button', { name: 'USDT-M futures' }));
    expect(tableRows('USDT-M futures')[0]?.[2]).toBe('+2.60%');
    handlers.get('index')?.({ ...payload, ubw: [{ ...payload.ubw[0], zdf: '-3' }] });
    await waitFor(() => expect(tableRows('USDT-M futures')[0]?.[2]).toBe('-3.00%'));
    await user.click(screen.getByText('-3.00%'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/exchange/full-contract/ubw?symbol=BTC_USDT');
  });

  it('asks visitors to log in for favourites and shows members theirs', async () => {
    const user = userEvent.setup();
    const view = renderPage(<HomeMarkets />);
    await user.click(await screen.findByRole('button', { name: 'Favourites' }));
    expect(screen.getByText('Log in to keep your favourite markets here.')).toBeInTheDocument();
    view.unmount();

    useSession.setState({ isLoggedIn: true });
    const saved: Ticker = { ...fromIndexPayload(payload).ubw[0]!, change: '0', last: '1' };
    vi.mocked(market.getFavourites).mockResolvedValue([saved]);
    renderPage(<HomeMarkets />);
    await user.click(await screen.findByRole('button', { name: 'Favourites' }));
    await waitFor(() => expect(tableRows('Favourites')).toHaveLength(1));
    expect(tableRows('Favourites')[0]?.[2]).toBe('+2.60%');
  });
});
