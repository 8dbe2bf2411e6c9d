import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeyCreated } from '@exchange/contract/account';
import type * as transport from '../../../api/transport.ts';
import { renderPage } from '../../../app/testing.tsx';
import { callsTo, login, logoutState, serve } from '../testAccount.ts';
import ApiKeysPage from './ApiKeysPage.tsx';

vi.mock('../../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));
vi.mock('../../../session/live.ts', () => ({ openLiveChannel: () => {}, closeLiveChannel: () => {} }));

const CREATED: ApiKeyCreated = { id: '9', label: 'bot', api_key: 'ak-123', permissions: ['read', 'trade'], ip_whitelist: '1.2.3.4', create_time: '2026-11-22 01:00:00', update_time: '', secret: 'the-secret-value' };
const EMPTY = { records: [], total: 0, size: 10, current: 1, pages: 0 };

beforeEach(login);
afterEach(() => {
  vi.clearAllMocks();
  logoutState();
});

describe('ApiKeysPage', () => {
  it('refuses a whitelist that is not IPv4 before sending, then shows the new secret once', async () => {
    serve({ google_key: 1 }, { 'api/page': EMPTY, 'api/apiSave': CREATED });
    const user = userEvent.setup();
    renderPage(<ApiKeysPage />);
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = await screen.findByRole('dialog', { name: 'New API key' });
    await user.type(within(form).getByLabelText('Label'), 'bot');
    await user.click(within(form).getByLabelText('Trade'));
    await user.type(within(form).getByLabelText('IP whitelist (optional)'), '1.2.3.400');
    await user.type(within(form).getByLabelText('Google Authenticator code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Create API key' }));
    expect(await within(form).findByText(/Invalid IP address/)).toBeInTheDocument();
    expect(callsTo('api/apiSave')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('IP whitelist (optional)'));
    await user.type(within(form).getByLabelText('IP whitelist (optional)'), '1.2.3.4');
    await user.click(within(form).getByRole('button', { name: 'Create API key' }));
    const secret = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(secret).getByText('the-secret-value')).toBeInTheDocument();
    expect(within(secret).getByText(/shown only this once/)).toBeInTheDocument();
    expect(callsTo('api/apiSave')[0]?.data).toEqual({ label: 'bot', permissions: ['read', 'trade'], ipWhitelist: '1.2.3.4', googleCode: '123456' });

    await user.click(within(secret).getByRole('button', { name: 'I have saved the secret' }));
    await waitFor(() => expect(screen.queryByText('the-secret-value')).not.toBeInTheDocument());
  });

  it('deletes a key after a confirmation', async () => {
    serve({}, { 'api/page': { ...EMPTY, records: [CREATED], total: 1, pages: 1 }, 'api/del': null });
    const user = userEvent.setup();
    renderPage(<ApiKeysPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete API key bot' }));
    expect(callsTo('api/del')).toHaveLength(0);
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete API key' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo('api/del')[0]?.data).toEqual({ id: '9' }));
    expect(screen.queryByText('the-secret-value')).not.toBeInTheDocument();
  });
});
