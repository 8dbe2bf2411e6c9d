import { describe, expect, it, vi } from 'vitest';
import { appNavigate, connectNavigate } from './navigation.ts';

describe('appNavigate', () => {
  it('holds a navigation asked for before the router mounted, then goes straight through', () => {
    appNavigate('/user/login');
    const navigate = vi.fn();
    const disconnect = connectNavigate(navigate);
    expect(navigate).toHaveBeenCalledWith('/user/login');
    appNavigate('/home/index');
    expect(navigate).toHaveBeenLastCalledWith('/home/index');
    disconnect();
    appNavigate('/market/main');
    expect(navigate).toHaveBeenCalledTimes(2);
    const next = vi.fn();
    connectNavigate(next)();
    expect(next).toHaveBeenCalledWith('/market/main');
  });
});
