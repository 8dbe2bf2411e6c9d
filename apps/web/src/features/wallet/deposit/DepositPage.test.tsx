import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TIMEOUTS } from '@exchange/contract/constants';
import * as transport from '../../../api/transport.ts';
import { renderPage } from '../../../app/testing.tsx';
import { useSession, type UserInfo } from '../../../session/store.ts';
import { EMPTY_PAGE, WALLET_COINS, fakeRequest } from '../testWallet.ts';
import DepositPage from './DepositPage.tsx';

vi.mock('../../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));

const ADDRESSES = [
  { coin: 'USDT', chain: 'TRC20', address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9', min_deposit: '1', confirmations: 19 },
  { coin: 'USDT', chain: 'ERC20', address: '0x52908400098527886e0f7030069857d2e4169ee7', min_deposit: '10', confirmations: 12 },
];

beforeEach(() => {
  vi.mocked(transport.request).mockImplementation(
    fakeRequest({
      'assets/getRechargeCurrency': WALLET_COINS,
      'assets/getDepositAddress/USDT': ADDRESSES,
      'assets/getRechargeLog': {
        ...EMPTY_PAGE,
        records: [{ id: 'd1', coin: 'USDT', chain: 'TRC20', address: 'T…', tx_hash: 'abc123', amount: '50', confirmations: 3, required_confirmations: 19, status: '0', create_time: 0, update_time: 0 }],
        total: 1,
        pages: 1,
      },
    }),
  );
  useSession.setState({ isLoggedIn: true, user: { user_id: 'u1' } as UserInfo });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null });
});

describe('DepositPage', () => {
  it('shows the address of the chosen chain with its QR code, terms and a copy button', async () => {
    renderPage(<DepositPage />);
    expect(await screen.findByText(ADDRESSES[0]!.address)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of the USDT TRC20 deposit address' }).tagName).toBe('svg');
    expect(screen.getByText('1 USDT')).toBeInTheDocument();
    expect(screen.getByText('19')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'ERC20' }));
    expect(await screen.findByText(ADDRESSES[1]!.address)).toBeInTheDocument();
  });

  it('asks for the address with the 5 s timeout of spec §9, and lists recent deposits', async () => {
    renderPage(<DepositPage />);
    await screen.findByText(ADDRESSES[0]!.address);
    const call = vi.mocked(transport.request).mock.calls.find(([o]) => o.url.endsWith('assets/getDepositAddress/USDT'))!;
    expect(call[0].timeoutMs).toBe(TIMEOUTS.depositAddressMs);
    await waitFor(() => expect(screen.getByRole('table', { name: 'Recent deposits' })).toHaveTextContent('3/19'));
    expect(screen.getByText('Confirming')).toBeInTheDocument();
  });
});
