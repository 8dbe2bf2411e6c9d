import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as transport from '../../../api/transport.ts';
import { renderPage } from '../../../app/testing.tsx';
import { md5Hex } from '../../../lib/md5.ts';
import { useSession } from '../../../session/store.ts';
import { callsTo, login, logoutState, serve } from '../testAccount.ts';
import LoginPasswordPage from './LoginPasswordPage.tsx';

vi.mock('../../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));
vi.mock('../../../session/live.ts', () => ({ openLiveChannel: () => {}, closeLiveChannel: () => {} }));

beforeEach(() => {
  login();
  serve({}, { 'blade-user/update-password': null });
});
afterEach(() => {
  vi.clearAllMocks();
  logoutState();
});

const fill = async (old: string, next: string, repeat: string) => {
  const user = userEvent.setup();
  if (old) await user.type(screen.getByLabelText('Current password'), old);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (repeat) await user.type(screen.getByLabelText('Repeat new password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('LoginPasswordPage', () => {
  it('shows the §5 password message on a bad new password and sends nothing', async () => {
    renderPage(<LoginPasswordPage />);
    await fill('Demo1234', 'short', 'short');
    expect(await screen.findByText('The password must be 6 to 20 characters of letters, digits and ~`!@#$%^&*()_-+=<>.?:"{}')).toBeInTheDocument();
    await fill('', '', 'x');
    expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();
    expect(callsTo('update-password')).toHaveLength(0);
  });

  it('sends the three passwords as md5, then logs out and opens the login page', async () => {
    const { router } = renderPage(<LoginPasswordPage />);
    await fill('Demo1234', 'Newpass#1', 'Newpass#1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    const [call] = callsTo('blade-user/update-password');
    expect(call).toMatchObject({ method: 'POST', params: { oldPassword: md5Hex('Demo1234'), newPassword: md5Hex('Newpass#1'), newPassword1: md5Hex('Newpass#1') } });
    expect(useSession.getState().isLoggedIn).toBe(false);
  });
});
