import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as transport from '../../../api/transport.ts';
import { renderPage } from '../../../app/testing.tsx';
import { md5Hex } from '../../../lib/md5.ts';
import { callsTo, login, logoutState, serve } from '../testAccount.ts';
import AntiCodePage from './AntiCodePage.tsx';
import EmailSettingPage from './EmailSettingPage.tsx';
import PhoneSettingPage from './PhoneSettingPage.tsx';
import SecurityPage from './SecurityPage.tsx';
import TradePasswordPage from './TradePasswordPage.tsx';

vi.mock('../../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));
vi.mock('../../../session/live.ts', () => ({ openLiveChannel: () => {}, closeLiveChannel: () => {} }));

const AREA_CODES = [{ code: '+86', name_en: 'China', name_zh: '中国' }, { code: '+1', name_en: 'United States', name_zh: '美国' }];

beforeEach(login);
afterEach(() => {
  vi.clearAllMocks();
  logoutState();
});

describe('security list', () => {
  it('shows each setting with its state and a button to its page', async () => {
    serve({ google_key: 1, pay_pwd: 0, anti_code: 'Blue42' });
    renderPage(<SecurityPage />);
    expect(await screen.findByRole('link', { name: 'Reset: Google Authenticator' })).toHaveAttribute('href', '/account/center/security/setting/google');
    expect(screen.getByRole('link', { name: 'Bind: Phone verification' })).toHaveAttribute('href', '/account/center/security/setting/phone');
    expect(screen.getByRole('link', { name: 'Set: Trade password' })).toBeInTheDocument();
    expect(screen.getByText('Bl***42')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage: API keys' })).toHaveAttribute('href', '/account/center/security/api');
  });
});

describe('anti-phishing code', () => {
  it('refuses a bad code without sending, then sends it with the md5 login password and the Google code', async () => {
    serve({ google_key: 1, anti_code: '' }, { 'member/antiCode': null });
    const user = userEvent.setup();
    renderPage(<AntiCodePage />);
    await user.type(await screen.findByLabelText('Anti-phishing code'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Save anti-phishing code' }));
    expect(await screen.findByText('The anti-phishing code has 4 to 20 letters or digits')).toBeInTheDocument();
    expect(callsTo('member/antiCode')).toHaveLength(0);

    await user.type(screen.getByLabelText('Anti-phishing code'), 'cd42');
    await user.type(screen.getByLabelText('Login password'), 'Demo1234');
    await user.type(screen.getByLabelText('Google Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save anti-phishing code' }));
    await waitFor(() => expect(callsTo('member/antiCode')[0]?.data).toEqual({ antiCode: 'abcd42', loginPwd: md5Hex('Demo1234'), googleCode: '123456' }));
  });
});

describe('trade password', () => {
  it('sets the first one with the login password, all as md5', async () => {
    serve({ pay_pwd: 0 }, { 'member/tradePwd': null });
    const user = userEvent.setup();
    renderPage(<TradePasswordPage />);
    await user.type(await screen.findByLabelText('Login password'), 'Demo1234');
    await user.type(screen.getByLabelText('New trade password'), 'Trade#1');
    await user.type(screen.getByLabelText('Repeat trade password'), 'Trade#1');
    await user.click(screen.getByRole('button', { name: 'Set trade password' }));
    await waitFor(() => expect(callsTo('member/tradePwd')[0]?.data).toEqual({ loginPwd: md5Hex('Demo1234'), payPwd: md5Hex('Trade#1'), payPwd1: md5Hex('Trade#1') }));
  });

  it('changes it with a verify code sent to the member’s own e-mail', async () => {
    serve({ pay_pwd: 1 }, { 'member/tradePwd': null, 'open/send/email': { sent: true, expiresIn: 600 } });
    const user = userEvent.setup();
    renderPage(<TradePasswordPage />);
    await user.click(await screen.findByRole('button', { name: 'Verification code' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(callsTo('open/send/email')[0]?.params).toEqual({ email: 'demo@exchange.local', purpose: 'verify' }));
    await user.type(screen.getByLabelText('Verification code'), '246810');
    await user.type(screen.getByLabelText('New trade password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Change trade password' }));
    expect(await screen.findByText(/The password must be 6 to 20 characters/)).toBeInTheDocument();
    expect(callsTo('member/tradePwd')).toHaveLength(0);
    await user.type(screen.getByLabelText('New trade password'), 'yz#123');
    await user.type(screen.getByLabelText('Repeat trade password'), 'xyz#123');
    await user.click(screen.getByRole('button', { name: 'Change trade password' }));
    await waitFor(() =>
      expect(callsTo('member/tradePwd')[0]?.data).toEqual({ code: '246810', accountType: 'email', payPwd: md5Hex('xyz#123'), payPwd1: md5Hex('xyz#123') }),
    );
  });
});

describe('phone and e-mail binding', () => {
  it('binds a first phone with a bind code sent to it and the chosen area code', async () => {
    serve({ phone: '' }, { 'open/get/phone/areaCode': AREA_CODES, 'open/send/sms': { sent: true, expiresIn: 600 }, 'member/accountVerificationBinding': null });
    const user = userEvent.setup();
    renderPage(<PhoneSettingPage />);
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter the phone number')).toBeInTheDocument();
    expect(callsTo('open/send/sms')).toHaveLength(0);

    await user.selectOptions(await screen.findByLabelText('Country or region code'), '+1');
    await user.type(screen.getByLabelText('New phone number'), '2025550100');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(callsTo('open/send/sms')[0]?.params).toEqual({ phone: '2025550100', areaCode: '+1', purpose: 'bind' }));
    await user.type(screen.getByLabelText('Verification code'), '135790');
    await user.click(screen.getByRole('button', { name: 'Bind' }));
    await waitFor(() =>
      expect(callsTo('accountVerificationBinding')[0]?.data).toEqual({ accountType: 'phone', account: '2025550100', areaCode: '+1', code: '135790' }),
    );
  });

  it('changes a bound e-mail: verify code to the current one for a ticket, then the new one with the ticket', async () => {
    serve(
      { email: 'demo@exchange.local' },
      {
        'open/send/email': { sent: true, expiresIn: 600 },
        'member/accountVerification': { ticket: 'T1', accountType: 'email', expiresIn: 600 },
        'member/accountVerificationBinding': null,
      },
    );
    const user = userEvent.setup();
    renderPage(<EmailSettingPage />);
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(callsTo('open/send/email')[0]?.params).toEqual({ email: 'demo@exchange.local', purpose: 'verify' }));
    await user.type(screen.getByLabelText('Code sent to de****al'), '111111');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo('member/accountVerification')[0]?.data).toEqual({ accountType: 'email', code: '111111' }));

    await user.type(await screen.findByLabelText('New email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(callsTo('open/send/email')[1]?.params).toEqual({ email: 'new@example.com', purpose: 'bind' }));
    await user.type(screen.getByLabelText('Verification code'), '222222');
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    await waitFor(() =>
      expect(callsTo('accountVerificationBinding')[0]?.data).toEqual({ accountType: 'email', account: 'new@example.com', code: '222222', ticket: 'T1' }),
    );
  });
});
