import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as transport from '../../../api/transport.ts';
import { renderPage } from '../../../app/testing.tsx';
import { useSession, type UserInfo } from '../../../session/store.ts';
import { BALANCES, fakeRequest } from '../testWallet.ts';
import { TransferDialog } from './TransferDialog.tsx';

vi.mock('../../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));

const login = (is_merchant: 0 | 2) => useSession.setState({ isLoggedIn: true, user: { user_id: 'u1', is_merchant } as UserInfo });

beforeEach(() => {
  vi.mocked(transport.request).mockImplementation(
    fakeRequest({
      'assets/getMyBalance': BALANCES,
      'wallet/trans': { coin: 'USDT', from: { type: '1', available: '990' }, to: { type: '2', available: '10' } },
      'wallet/contract/transferable/USDT': { coin: 'USDT', transferable: '3' },
    }),
  );
  login(0);
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null });
});

const amount = () => screen.getByRole('textbox', { name: 'Amount' });
const calls = (suffix: string) => vi.mocked(transport.request).mock.calls.filter(([opts]) => opts.url.endsWith(suffix));

describe('TransferDialog', () => {
  it('sends wallet/trans with the chosen accounts, coin and amount, then closes', async () => {
    const onClose = vi.fn();
    renderPage(<TransferDialog open from="1" coin="usdt" onClose={onClose} />);
    await screen.findByText('Available: 1000 USDT');
    fireEvent.change(amount(), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls('wallet/trans')[0]![0].params).toEqual({ fromType: '1', toType: '2', coin: 'USDT', amount: '10' });
    // Both balances are stale after a transfer: the wallet's queries are fetched again.
    await waitFor(() => expect(calls('assets/getMyBalance')).toHaveLength(2));
  });

  it('refuses more than is available, with the reason, and sends nothing', async () => {
    renderPage(<TransferDialog open from="1" onClose={() => {}} />);
    await screen.findByText('Available: 1000 USDT');
    fireEvent.change(amount(), { target: { value: '1000.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(calls('wallet/trans')).toHaveLength(0);
  });

  it('fills the maximum and swaps the direction', async () => {
    renderPage(<TransferDialog open from="1" onClose={() => {}} />);
    await screen.findByText('Available: 1000 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(amount()).toHaveValue('1000');
    fireEvent.click(screen.getByRole('button', { name: 'Swap accounts' }));
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('1');
  });

  it('opens on the direction asked for (spot to contract, from the futures page)', async () => {
    renderPage(<TransferDialog open from="1" to="4" coin="BTC" onClose={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('4');
    expect(screen.getByRole('combobox', { name: 'Coin' })).toHaveValue('BTC');
  });

  it('asks the contract account what may leave it', async () => {
    renderPage(<TransferDialog open from="4" onClose={() => {}} />);
    expect(await screen.findByText('Available: 3 USDT')).toBeInTheDocument();
    expect(calls('wallet/contract/transferable/USDT')).toHaveLength(1);
  });

  it('offers the merchant account to merchants only', async () => {
    const names = () => Array.from(screen.getByRole('combobox', { name: 'To' }).querySelectorAll('option')).map((o) => o.textContent);
    const view = renderPage(<TransferDialog open from="1" onClose={() => {}} />);
    expect(names()).not.toContain('Merchant account');
    view.unmount();
    login(2);
    renderPage(<TransferDialog open from="1" onClose={() => {}} />);
    expect(names()).toContain('Merchant account');
  });
});
