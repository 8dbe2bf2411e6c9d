import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STEP1_LOGIN_MESSAGE } from '@exchange/contract/constants';
import { TransportError } from '../../api/transportError.ts';
import { renderPage } from '../../app/testing.tsx';
import { LoginForm } from './LoginForm.tsx';

const login = vi.fn();

vi.mock('../../session/index.ts', () => ({
  useSession: <T,>(select: (state: { login: typeof login }) => T) => select({ login }),
}));

const step1 = () => new TransportError(STEP1_LOGIN_MESSAGE, { code: 400, kind: 'business', silent: true });

const fillAndSubmit = async (account: string, password: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email or phone number'), account);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
};

describe('LoginForm', () => {
  // Braces matter: a function returned from beforeEach is run as a teardown, and mockReset returns the mock.
  beforeEach(() => {
    login.mockReset();
  });

  it('logs in with account and password', async () => {
    const onLoggedIn = vi.fn();
    login.mockResolvedValue({});
    renderPage(<LoginForm onLoggedIn={onLoggedIn} />);
    await fillAndSubmit('demo@exchange.local', 'Demo1234');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(login).toHaveBeenCalledExactlyOnceWith({ account: 'demo@exchange.local', password: 'Demo1234' });
  });

  it('asks for the Google code after step 1 and logs in again with it', async () => {
    const onLoggedIn = vi.fn();
    login.mockRejectedValueOnce(step1()).mockResolvedValueOnce({});
    renderPage(<LoginForm onLoggedIn={onLoggedIn} />);
    const user = await fillAndSubmit('demo@exchange.local', 'Demo1234');

    const code = await screen.findByLabelText('Google Authenticator code');
    expect(code).toHaveFocus();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('The verification code has 6 digits')).toBeInTheDocument();
    expect(login).toHaveBeenCalledTimes(1);

    await user.type(code, '123456{Enter}');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(login).toHaveBeenLastCalledWith({
      account: 'demo@exchange.local',
      password: 'Demo1234',
      code: '123456',
      codeType: 'google',
    });
  });

  it('stays on the form after a refused login, leaving the message to the transport toast', async () => {
    const onLoggedIn = vi.fn();
    login.mockRejectedValue(new TransportError('Wrong account or password', { code: 400, kind: 'business' }));
    renderPage(<LoginForm onLoggedIn={onLoggedIn} />);
    await fillAndSubmit('demo@exchange.local', 'nope');
    await waitFor(() => expect(login).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('shows a network failure inline, which no toast reports', async () => {
    login.mockRejectedValue(new TransportError('Network error', { code: 0, kind: 'network' }));
    renderPage(<LoginForm onLoggedIn={vi.fn()} />);
    await fillAndSubmit('demo@exchange.local', 'Demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
  });

  it('checks the fields before calling the server', async () => {
    renderPage(<LoginForm onLoggedIn={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your account')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });
});
