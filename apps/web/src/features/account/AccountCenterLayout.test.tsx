import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type * as transport from '../../api/transport.ts';
import '../../i18n/index.ts';
import AccountCenterLayout from './AccountCenterLayout.tsx';
import { login, logoutState, serve } from './testAccount.ts';

vi.mock('../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));
vi.mock('../../session/live.ts', () => ({ openLiveChannel: () => {}, closeLiveChannel: () => {} }));

const renderAt = (path: string) => {
  const router = createMemoryRouter([{ path: '/account/center', element: <AccountCenterLayout />, children: [{ path: '*', element: <p>page</p> }] }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

beforeEach(login);
afterEach(() => {
  vi.clearAllMocks();
  logoutState();
});

describe('AccountCenterLayout', () => {
  it('shows the four items of spec §2 to a member, without merchant management', async () => {
    serve({ is_merchant: 0 });
    renderAt('/account/center/info');
    const menu = screen.getByRole('navigation', { name: 'Account centre menu' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Account information',
      'Security settings',
      'Account activity',
      'Identity verification',
    ]);
    expect(within(menu).getByRole('link', { name: 'Account information' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds merchant management for a merchant', async () => {
    serve({ is_merchant: 2, merchant: { id: '3' } });
    renderAt('/account/center/info');
    const menu = screen.getByRole('navigation', { name: 'Account centre menu' });
    expect(await within(menu).findByRole('link', { name: 'Merchant management' })).toHaveAttribute('href', '/account/center/merchant');
  });

  it('hides the menu on the setting pages', async () => {
    serve({});
    renderAt('/account/center/security/setting/google');
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Account centre menu' })).not.toBeInTheDocument();
  });
});
