import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { register, sendEmailCode, sendSmsCode } from '../../api/auth.ts';
import { rememberInviteCode } from '../../app/inviteCode.ts';
import { renderPage } from '../../app/testing.tsx';
import { RegisterForm } from './RegisterForm.tsx';

const login = vi.fn();

vi.mock('../../api/auth.ts', () => ({
  register: vi.fn(() => Promise.resolve(null)),
  sendEmailCode: vi.fn(() => Promise.resolve({ sent: true, expiresIn: 600 })),
  sendSmsCode: vi.fn(() => Promise.resolve({ sent: true, expiresIn: 600 })),
}));

vi.mock('../../api/queries.ts', () => ({
  usePhoneAreaCodes: () => ({ data: [{ code: '+44', name_en: 'United Kingdom', name_zh: '英国' }] }),
}));

vi.mock('../../session/index.ts', () => ({
  useSession: <T,>(select: (state: { login: typeof login }) => T) => select({ login }),
  usePreferences: <T,>(select: (state: { language: string }) => T) => select({ language: 'en' }),
}));

const field = (label: string) => screen.getByLabelText(label);

describe('RegisterForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    login.mockResolvedValue({});
  });

  it('shows every rule that is broken and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage(<RegisterForm onRegistered={vi.fn()} />);
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Verification code'), '12');
    await user.type(field('Password'), 'abc');
    await user.type(field('Repeat password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('The verification code has 6 digits')).toBeInTheDocument();
    expect(screen.getByText(/The password must be 6 to 20 characters/)).toBeInTheDocument();
    expect(screen.getByText('The two passwords differ')).toBeInTheDocument();
    expect(screen.getByText('Please accept the Terms of Use')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(register).not.toHaveBeenCalled();
  });

  it('checks the account before sending a code, then counts down', async () => {
    const user = userEvent.setup();
    renderPage(<RegisterForm onRegistered={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter your account')).toBeInTheDocument();
    expect(sendEmailCode).not.toHaveBeenCalled();

    await user.type(field('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sendEmailCode).toHaveBeenCalledWith('new@example.com', 'register'));
    expect(await screen.findByRole('button', { name: /Resend in 60 s/ })).toBeDisabled();
  });

  it('sends SMS codes with the area code for phone accounts', async () => {
    const user = userEvent.setup();
    renderPage(<RegisterForm onRegistered={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Phone number' }));
    expect(field('Country or region code')).toHaveValue('+44');
    await user.type(field('Phone number'), '7700900123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sendSmsCode).toHaveBeenCalledWith('7700900123', '+44', 'register'));
  });

  it('takes the invite code from the link itself', () => {
    renderPage(<RegisterForm onRegistered={vi.fn()} />, { path: '/user/register', initial: '/user/register?invite_code=LINK42' });
    expect(field('Invitation code (optional)')).toHaveValue('LINK42');
  });

  it('registers with the remembered invite code and logs in', async () => {
    rememberInviteCode('?invite_code=FRIEND7');
    const onRegistered = vi.fn();
    const user = userEvent.setup();
    renderPage(<RegisterForm onRegistered={onRegistered} />);
    expect(field('Invitation code (optional)')).toHaveValue('FRIEND7');
    await user.type(field('Email'), 'new@example.com');
    await user.type(field('Verification code'), '123456');
    await user.type(field('Password'), 'Secret12');
    await user.type(field('Repeat password'), 'Secret12');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(register).toHaveBeenCalledWith({
      accountType: 'email',
      account: 'new@example.com',
      password: 'Secret12',
      code: '123456',
      inviteCode: 'FRIEND7',
    });
    expect(login).toHaveBeenCalledWith({ account: 'new@example.com', password: 'Secret12' });
  });
});
