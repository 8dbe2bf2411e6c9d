import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import * as transport from '../../../api/transport.ts';
import { renderPage } from '../../../app/testing.tsx';
import { useSession, type UserInfo } from '../../../session/store.ts';
import { ACCOUNTS, fakeRequest } from '../testWallet.ts';
import AssetPanel from './AssetPanel.tsx';

vi.mock('../../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));

beforeEach(() => {
  vi.mocked(transport.request).mockImplementation(fakeRequest({ 'assets/getWalletAccount': ACCOUNTS }));
  useSession.setState({ isLoggedIn: true, user: { user_id: 'u1', is_merchant: 0 } as UserInfo });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null });
});

describe('AssetPanel', () => {
  it('shows the total, the accounts and the deposit, withdraw and transfer links', async () => {
    renderPage(<AssetPanel />);
    expect(await screen.findByText('1.00000000 BTC')).toBeInTheDocument();
    expect(screen.getByText('≈ $70000.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/account/wallet/deposit');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/account/wallet/withdrawal');
    expect(screen.getByRole('link', { name: 'Transfer' })).toHaveAttribute('href', '/account/wallet/assets?transfer');
    expect(screen.getByRole('link', { name: /Spot account/ })).toHaveAttribute('href', '/accountNew/asset/spot');
    expect(screen.queryByRole('link', { name: /Merchant account/ })).toBeNull();
  });
});
