import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WithdrawalKey } from '@exchange/contract/wallet';
import * as transport from '../../../api/transport.ts';
import { renderPage } from '../../../app/testing.tsx';
import { md5Hex } from '../../../lib/md5.ts';
import { useSession, type UserInfo } from '../../../session/store.ts';
import { BALANCES, EMPTY_PAGE, WALLET_COINS, fakeRequest } from '../testWallet.ts';
import WithdrawalPage from './WithdrawalPage.tsx';

vi.mock('../../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));
vi.mock('../../../realtime/connection.ts', () => ({ liveChannel: { subscribe: () => () => {}, onReconnect: () => () => {} } }));
vi.mock('../../../session/live.ts', () => ({ openLiveChannel: () => {}, closeLiveChannel: () => {} }));

const { subtle } = globalThis.crypto;
let privateKey: CryptoKey;
let publicKey: WithdrawalKey;

const member = (info: Record<string, unknown>) => ({ id: 'm1', is_merchant: 0, pay_pwd: 1, google_key: 0, ...info });
const serve = (info: Record<string, unknown>) =>
  vi.mocked(transport.request).mockImplementation(
    fakeRequest({
      'member/getMemberInfo': member(info),
      'assets/getRechargeCurrency': WALLET_COINS,
      'assets/getMyBalance': BALANCES,
      'assets/getWithdrawalPendingLog': EMPTY_PAGE,
      'open/getWithdrawalKey': publicKey,
      'assets/withdrawal': { id: 'w1' },
    }),
  );

beforeEach(async () => {
  const pair = await subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt']);
  privateKey = pair.privateKey;
  const jwk = (await subtle.exportKey('jwk', pair.publicKey)) as { n: string; e: string };
  publicKey = { kid: 'k1', alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk: { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RSA-OAEP-256', use: 'enc', kid: 'k1' }, pem: '' };
  useSession.setState({ isLoggedIn: true, user: { user_id: 'u1' } as UserInfo, token: { access_token: 'a', refresh_token: 'r' } as never });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null, token: null });
});

const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const open = async (envelope: { key: string; iv: string; data: string }) => {
  const raw = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes(envelope.key));
  const aes = await subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  return JSON.parse(new TextDecoder().decode(await subtle.decrypt({ name: 'AES-GCM', iv: bytes(envelope.iv) }, aes, bytes(envelope.data)))) as Record<string, unknown>;
};
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('WithdrawalPage', () => {
  it('requires the trade password and sends an encrypted envelope, not the plain body', async () => {
    serve({});
    renderPage(<WithdrawalPage />);
    await screen.findByText('Available: 1000 USDT');
    fill('Withdrawal address', 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9');
    fill('Amount to receive', '25');
    expect(screen.getByText('26 USDT')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Please enter the trade password')).toBeInTheDocument();
    expect(vi.mocked(transport.request).mock.calls.some(([o]) => o.url.endsWith('assets/withdrawal'))).toBe(false);

    fill('Trade password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(vi.mocked(transport.request).mock.calls.some(([o]) => o.url.endsWith('assets/withdrawal'))).toBe(true));
    const sent = vi.mocked(transport.request).mock.calls.find(([o]) => o.url.endsWith('assets/withdrawal'))![0];
    const envelope = sent.data as { kid: string; key: string; iv: string; data: string };
    expect(Object.keys(envelope).sort()).toEqual(['data', 'iv', 'key', 'kid']);
    expect(JSON.stringify(envelope)).not.toContain('TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9');
    expect(await open(envelope)).toMatchObject({ coin: 'USDT', chain: 'TRC20', address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9', amount: '25', tradePwd: md5Hex('secret1') });
  });

  it('flags an address of another chain before sending', async () => {
    serve({});
    renderPage(<WithdrawalPage />);
    await screen.findByText('Available: 1000 USDT');
    fill('Withdrawal address', '0x52908400098527886E0F7030069857D2E4169EE7');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('This is not a valid TRC20 address')).toBeInTheDocument();
  });

  it('tells a member without a trade password to set one, with the link', async () => {
    serve({ pay_pwd: 0 });
    renderPage(<WithdrawalPage />);
    expect(await screen.findByText('You need a trade password before you can withdraw.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set a trade password' })).toHaveAttribute('href', '/account/center/security/setting/trade-pwd');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('asks for the Google code when Google 2FA is bound', async () => {
    serve({ google_key: 1 });
    renderPage(<WithdrawalPage />);
    expect(await screen.findByLabelText('Google verification code')).toBeInTheDocument();
  });
});
