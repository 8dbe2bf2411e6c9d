import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as futures from '../../../api/futures.ts';
import { renderPage } from '../../../app/testing.tsx';
import { useSession, type UserInfo } from '../../../session/store.ts';
import { contractWallet, ubwRules } from '../testRows.ts';
import { MarginSettings } from './MarginSettings.tsx';

vi.mock('../../../realtime/connection.ts', () => ({ liveChannel: { subscribe: () => () => {}, onReconnect: () => () => {} } }));
vi.mock('../../../api/futures.ts', async (importOriginal) => ({ ...(await importOriginal<typeof futures>()), updateContractSetting: vi.fn() }));
vi.mock('../../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

beforeEach(() => {
  vi.mocked(futures.updateContractSetting).mockResolvedValue({ symbol_name: 'BTC/USDT', contract_type: '1', leverage: '25', pattern: '1', patternType: '1' });
  useSession.setState({ isLoggedIn: true, user: { user_id: 'u1' } as UserInfo });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null });
});

describe('MarginSettings', () => {
  it('sets the leverage with the slider or the number, warns when it is high, refuses it above the maximum', async () => {
    const user = userEvent.setup();
    renderPage(<MarginSettings rules={ubwRules} wallet={contractWallet} />);
    await user.click(screen.getByRole('button', { name: 'Leverage: 10x' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leverage' });
    const number = within(dialog).getByRole('textbox', { name: 'Leverage' });
    const slider = within(dialog).getByRole('slider', { name: 'Leverage' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.change(slider, { target: { value: '25' } });
    expect(number).toHaveValue('25');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('At 25x a small move against your position can liquidate it');
    await user.clear(number);
    await user.type(number, '101');
    expect(slider).toHaveValue('100');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Enter a whole number from 1 to 100')).toBeInTheDocument();
    expect(futures.updateContractSetting).not.toHaveBeenCalled();
    await user.clear(number);
    await user.type(number, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(futures.updateContractSetting).toHaveBeenCalledWith({ pattern: '1', patternType: '1', symbol: 'BTC', type: 'ubw', cou: '25' }));
  });

  it('switches to cross with the leverage capped at the cross maximum', async () => {
    const user = userEvent.setup();
    renderPage(<MarginSettings rules={ubwRules} wallet={{ ...contractWallet, leverage: '80' }} />);
    await user.click(screen.getByRole('button', { name: 'Margin mode: Isolated' }));
    const dialog = await screen.findByRole('dialog', { name: 'Margin mode' });
    await user.click(within(dialog).getByRole('radio', { name: /Cross/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(futures.updateContractSetting).toHaveBeenCalledWith({ pattern: '2', patternType: '1', symbol: 'BTC', type: 'ubw', cou: '50' }));
  });
});
