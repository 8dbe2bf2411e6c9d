import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import * as transport from '../../api/transport.ts';
import { renderPage } from '../../app/testing.tsx';
import { useSession, type UserInfo } from '../../session/store.ts';
import AssetsPage from './AssetsPage.tsx';
import { ACCOUNTS, BALANCES, COINS, fakeRequest } from './testWallet.ts';
import { DEFAULT_TABLE_SEARCH, useWalletDisplay } from './walletDisplay.ts';

vi.mock('../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));
vi.mock('../../api/queries.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), useCurrencyRates: () => ({ data: [] }) }));

const login = (is_merchant: 0 | 2) => useSession.setState({ isLoggedIn: true, user: { user_id: 'u1', is_merchant } as UserInfo });

beforeEach(() => {
  vi.mocked(transport.request).mockImplementation(
    fakeRequest({ 'assets/getWalletAccount': ACCOUNTS, 'assets/getCurrencyAccount': COINS, 'assets/getMyBalance': BALANCES }),
  );
  useWalletDisplay.setState({ assetDisplay: { showAllAssets: true, type: '1' }, hideZero: false, tableSearch: DEFAULT_TABLE_SEARCH });
  login(0);
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null });
});

const accountNames = () => within(screen.getByRole('group', { name: 'Accounts' })).getAllByRole('button').map((b) => b.querySelector('span')?.textContent);

describe('AssetsPage', () => {
  it('shows the total in BTC without pulse and in the display currency', async () => {
    renderPage(<AssetsPage />);
    const total = screen.getByRole('region', { name: 'Total assets' });
    expect(await within(total).findByText('1.00000000')).toBeInTheDocument();
    expect(total).toHaveTextContent('$70000.00');
  });

  it('hides the merchant account from non-merchants and shows it to merchants', async () => {
    renderPage(<AssetsPage />);
    await screen.findByText('Spot account');
    expect(accountNames()).toEqual(['Spot account', 'Funding account', 'Margin account', 'Futures account', 'Pulse account']);
  });

  it('lists the merchant account for merchants', async () => {
    login(2);
    renderPage(<AssetsPage />);
    await screen.findByText('Merchant account');
    expect(accountNames()).toContain('Merchant account');
  });

  it('filters coins by search and hides zero balances, remembering the choice', async () => {
    renderPage(<AssetsPage />);
    const table = await screen.findByRole('table', { name: 'Spot account' });
    expect(within(table).getByText('ETH')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide zero balances' }));
    expect(within(table).queryByText('ETH')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search coin' }), { target: { value: 'bt' } });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('coin_web1-wallet-display')!).content.state).toMatchObject({ hideZero: true, tableSearch: { coin_name: 'bt' } });
  });

  it('masks every figure when the member hides balances', async () => {
    renderPage(<AssetsPage />);
    await screen.findByText('1.00000000');
    fireEvent.click(screen.getByRole('button', { name: 'Hide balances' }));
    expect(screen.queryByText('1.00000000')).toBeNull();
    expect(screen.getAllByText('******').length).toBeGreaterThan(3);
  });

  it('opens the transfer dialog from ?transfer (the header panel link)', async () => {
    renderPage(<AssetsPage />, { path: '/account/wallet/assets', initial: '/account/wallet/assets?transfer=BTC' });
    expect(await screen.findByRole('dialog', { name: 'Transfer between accounts' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Coin' })).toHaveValue('BTC');
  });
});
