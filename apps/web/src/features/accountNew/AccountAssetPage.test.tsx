// /accountNew/asset/lever lists the cross margin account's coins, then each isolated pair's account
// under its pair's name (getCurrencyAccount's type-3 rows that carry symbolName).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CurrencyAccountRow } from '@exchange/contract/wallet';
import * as transport from '../../api/transport.ts';
import { renderPage } from '../../app/testing.tsx';
import { useSession, type UserInfo } from '../../session/store.ts';
import { ACCOUNTS, BALANCES, fakeRequest } from '../wallet/testWallet.ts';
import { DEFAULT_TABLE_SEARCH, useWalletDisplay } from '../wallet/walletDisplay.ts';
import AccountAssetPage from './AccountAssetPage.tsx';

vi.mock('../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));
vi.mock('../../api/queries.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), useCurrencyRates: () => ({ data: [] }) }));

const LEVER: CurrencyAccountRow[] = [
  { coin: 'USDT', avatar: '', available: '10', frozen: '0', total: '10', usdt: '10' },
  { coin: 'BTC', avatar: '', available: '0', frozen: '0', total: '0', usdt: '0' },
  { coin: 'BTC', symbolName: 'BTC_USDT', avatar: '', available: '0.01', frozen: '0', total: '0.01', usdt: '700' },
  { coin: 'USDT', symbolName: 'BTC_USDT', avatar: '', available: '1000', frozen: '0', total: '1000', usdt: '1000' },
  { coin: 'ETH', symbolName: 'ETH_USDT', avatar: '', available: '0', frozen: '0', total: '0', usdt: '0' },
  { coin: 'USDT', symbolName: 'ETH_USDT', avatar: '', available: '5', frozen: '0', total: '5', usdt: '5' },
];

beforeEach(() => {
  vi.mocked(transport.request).mockImplementation(fakeRequest({ 'assets/getWalletAccount': ACCOUNTS, 'assets/getCurrencyAccount': LEVER, 'assets/getMyBalance': BALANCES }));
  useWalletDisplay.setState({ hideZero: false, tableSearch: DEFAULT_TABLE_SEARCH });
  useSession.setState({ isLoggedIn: true, user: { user_id: 'u1', is_merchant: 0 } as UserInfo });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null });
});

const coinsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('AccountAssetPage (lever)', () => {
  it('shows the cross account, then one table per isolated pair', async () => {
    renderPage(<AccountAssetPage />, { path: '/accountNew/asset/lever' });
    expect(screen.getByRole('heading', { name: 'Cross margin' })).toBeInTheDocument();
    const btc = await screen.findByRole('region', { name: 'BTC/USDT isolated margin' });
    const eth = screen.getByRole('region', { name: 'ETH/USDT isolated margin' });
    expect(coinsOf(within(btc).getByRole('table'))).toEqual([expect.stringContaining('BTC'), expect.stringContaining('USDT')]);
    expect(within(btc).getByRole('table')).toHaveTextContent('1000');
    expect(coinsOf(within(eth).getByRole('table'))).toEqual([expect.stringContaining('ETH'), expect.stringContaining('USDT')]);
    // The cross table has only the rows without a pair.
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(3);
    expect(coinsOf(tables[0]!)).toEqual([expect.stringContaining('USDT'), expect.stringContaining('BTC')]);
  });
});
