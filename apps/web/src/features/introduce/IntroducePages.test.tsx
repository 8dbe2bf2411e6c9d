import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PairRules, Ticker } from '../../api/marketMap.ts';
import * as market from '../../api/market.ts';
import { renderPage } from '../../app/testing.tsx';
import CoinIntroPage from './CoinIntroPage.tsx';
import ContractSpecsPage from './ContractSpecsPage.tsx';
import FeeRatePage from './FeeRatePage.tsx';

vi.mock('../../api/market.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof market>()),
  getSpotMarkets: vi.fn(),
  getContractMarkets: vi.fn(),
  getSpotPairRules: vi.fn(),
  getPairRules: vi.fn(),
}));

const ticker = (kind: Ticker['kind'], pair: string): Ticker => {
  const [base = '', quote = ''] = pair.split('/');
  return { kind, pair, base, quote, icon: `/coins/${base}.svg`, last: '1', open: '1', high: '1', low: '1', volume: '1', turnover: '1', change: '0', isNew: false };
};

const rules = (kind: PairRules['kind'], pair: string, fees: [string, string], caps: [string, string] = ['0', '0']): PairRules => {
  const [base = '', quote = ''] = pair.split('/');
  return {
    kind, pair, base, quote, icon: '', priceScale: 2, amountScale: 4, buyFee: fees[0], sellFee: fees[1], minAmount: '0.001',
    isolatedLeverage: caps[0], crossLeverage: caps[1], isNew: false,
  };
};

const contracts = [ticker('ubw', 'BTC/USDT'), ticker('bbw', 'BTC/USD')];

beforeEach(() => {
  vi.mocked(market.getSpotMarkets).mockResolvedValue([ticker('xh', 'BTC/USDT'), ticker('xh', 'ZZZ/USDT'), ticker('xh', 'ETH/BTC')]);
  vi.mocked(market.getContractMarkets).mockResolvedValue(contracts);
  vi.mocked(market.getSpotPairRules).mockResolvedValue([rules('xh', 'BTC/USDT', ['0.001', '0.001'])]);
  vi.mocked(market.getPairRules).mockImplementation(async (kind, pair) =>
    rules(kind, pair, ['0.0004', '0.0002'], kind === 'ubw' ? ['100', '50'] : ['50', '20']),
  );
});
afterEach(() => vi.clearAllMocks());

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('fee rates', () => {
  it('lists spot and contract fees as percentages with the order rules', async () => {
    renderPage(<FeeRatePage />, { path: '/introduce/rate', initial: '/introduce/rate' });
    const spot = await screen.findByRole('table', { name: 'Spot' });
    expect(cellsOf(spot)).toEqual([['BTC/USDT', '0.1%', '0.1%', '0.001 BTC', '0.01', '0.0001']]);
    const futures = await screen.findByRole('table', { name: 'Futures' });
    await waitFor(() => expect(cellsOf(futures)).toHaveLength(2));
    expect(cellsOf(futures)[1]).toEqual(['BTC/USD', '0.04%', '0.02%', '0.001 BTC', '0.01', '0.0001']);
    expect(market.getPairRules).toHaveBeenCalledWith('bbw', 'BTC/USD');
    expect(screen.getByRole('link', { name: 'Fee rates' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an error with a retry', async () => {
    vi.mocked(market.getSpotPairRules).mockRejectedValueOnce(new Error('down'));
    renderPage(<FeeRatePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This information could not be loaded');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Spot' })).toBeInTheDocument();
  });
});

describe('coin introductions', () => {
  it('has one card per base coin with its description and markets', async () => {
    renderPage(<CoinIntroPage />);
    const btc = await screen.findByRole('listitem', { name: 'BTC' });
    expect(btc).toHaveTextContent(/first cryptocurrency/);
    expect(within(btc).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/exchange/full-screen/BTC_USDT',
      '/exchange/full-contract/ubw?symbol=BTC_USDT',
      '/exchange/full-contract/bbw?symbol=BTC_USD',
    ]);
    expect(screen.getByRole('listitem', { name: 'ZZZ' })).toHaveTextContent('No description is available for this coin.');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('contract specifications', () => {
  it('shows type, settlement, leverage limits, fees and steps per contract', async () => {
    renderPage(<ContractSpecsPage />);
    const coinM = await screen.findByRole('listitem', { name: 'BTC/USD COIN-M' });
    const spec = (label: string) => within(coinM).getByText(label).nextElementSibling?.textContent;
    expect(spec('Type')).toBe('Coin-margined perpetual');
    expect(spec('Settlement coin')).toBe('BTC');
    expect(spec('Quote coin')).toBe('USD');
    expect(spec('Max leverage (isolated)')).toBe('50×');
    expect(spec('Max leverage (cross)')).toBe('20×');
    expect(spec('Maker fee')).toBe('0.04%');
    expect(spec('Price step')).toBe('0.01');
    const usdtM = screen.getByRole('listitem', { name: 'BTC/USDT USDT-M' });
    expect(within(usdtM).getByText('Settlement coin').nextElementSibling).toHaveTextContent('USDT');
  });
});
