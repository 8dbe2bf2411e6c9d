import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginDeviceRow } from '@exchange/contract/member';
import type * as transport from '../../../api/transport.ts';
import { renderPage } from '../../../app/testing.tsx';
import { formatTime } from '../../../i18n/dateTime.ts';
import { getDeviceId } from '../../../lib/deviceId.ts';
import { callsTo, login, logoutState, serve } from '../testAccount.ts';
import DeviceManagementPage from './DeviceManagementPage.tsx';

vi.mock('../../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));
vi.mock('../../../session/live.ts', () => ({ openLiveChannel: () => {}, closeLiveChannel: () => {} }));

const device = (id: string, name: string, deviceId: string): LoginDeviceRow => ({ id, device_id: deviceId, device_name: name, ip: '10.0.0.1', last_login_time: '2026-11-22 01:00:00', create_time: '2026-11-01 01:00:00' });
const LOG = { records: [{ id: '1', create_time: '2026-11-22 01:00:00', ip: '10.0.0.1', device_id: 'x', user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0', success: 1 }], total: 1, size: 10, current: 1, pages: 1 };

beforeEach(() => {
  login();
  serve({}, { 'member/getLoginDevice': [device('5', 'Old phone', 'other'), device('6', 'Chrome on Linux', getDeviceId())], 'member/getLoginLog': LOG, 'member/deleteDevice/5': null });
});
afterEach(() => {
  vi.clearAllMocks();
  logoutState();
});

describe('DeviceManagementPage', () => {
  it('marks this device and lists the login log', async () => {
    renderPage(<DeviceManagementPage />);
    const row = (await screen.findByText('Chrome on Linux')).closest('tr')!;
    expect(within(row).getByText('This device')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Login history' })).getByText('Chrome · Linux')).toBeInTheDocument();
  });

  it("shows the wire's UTC times in the viewer's zone and language, and the full browser in a tooltip", async () => {
    const user = userEvent.setup();
    renderPage(<DeviceManagementPage />);
    const log = await screen.findByRole('table', { name: 'Login history' });
    expect(await within(log).findByText(formatTime(Date.UTC(2026, 10, 22, 1), 'en'))).toBeInTheDocument();
    const devices = screen.getByRole('table', { name: 'Devices' });
    expect(within(devices).getAllByText(formatTime(Date.UTC(2026, 10, 1, 1), 'en'))).toHaveLength(2);
    await user.hover(within(log).getByText('Chrome · Linux'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0');
  });

  it('asks before removing a device, and removes it only when confirmed', async () => {
    const user = userEvent.setup();
    renderPage(<DeviceManagementPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove device Old phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove device' });
    expect(callsTo('deleteDevice')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('deleteDevice')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove device Old phone' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove device' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo('member/deleteDevice/5')).toHaveLength(1));
    expect(callsTo('member/deleteDevice/5')[0]?.method).toBe('POST');
  });
});
