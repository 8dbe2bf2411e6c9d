import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as transport from '../../../api/transport.ts';
import { renderPage } from '../../../app/testing.tsx';
import { callsTo, login, logoutState, serve } from '../testAccount.ts';
import GooglePage from './GooglePage.tsx';

vi.mock('../../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));
vi.mock('../../../session/live.ts', () => ({ openLiveChannel: () => {}, closeLiveChannel: () => {} }));

const SECRET = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Exchange:demo?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Exchange', issuer: 'Exchange', account: 'demo' };

beforeEach(login);
afterEach(() => {
  vi.clearAllMocks();
  logoutState();
});

describe('GooglePage', () => {
  it('shows the waiting secret as a QR code and text, and binds with a code', async () => {
    serve({ google_key: 0 }, { 'member/getGoogleVerification/2': SECRET, 'googleVerificationBindingOrReset/123456/1': null });
    const user = userEvent.setup();
    const { router } = renderPage(<GooglePage />);
    const qr = await screen.findByRole('img', { name: 'QR code for Google Authenticator' });
    expect(qr.tagName).toBe('svg');
    expect(screen.getByText(SECRET.secret)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy secret key' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Google Authenticator code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Bind Google Authenticator' }));
    expect(await screen.findByText('Please enter the 6-digit Google Authenticator code')).toBeInTheDocument();
    expect(callsTo('googleVerificationBindingOrReset')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Google Authenticator code'));
    await user.type(screen.getByLabelText('Google Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Bind Google Authenticator' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/center/security'));
    expect(callsTo('googleVerificationBindingOrReset').map((c) => c.url)).toEqual([expect.stringMatching(/member\/googleVerificationBindingOrReset\/123456\/1$/)]);
  });

  it('offers a reset with a code once bound', async () => {
    serve({ google_key: 1 }, { 'googleVerificationBindingOrReset/654321/2': null });
    const user = userEvent.setup();
    renderPage(<GooglePage />);
    await user.type(await screen.findByLabelText('Google Authenticator code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Reset Google Authenticator' }));
    await waitFor(() => expect(callsTo('googleVerificationBindingOrReset/654321/2')).toHaveLength(1));
    expect(callsTo('getGoogleVerification')).toHaveLength(0);
  });
});
