// The rewards pages refetch on the member's own "welfare" refresh messages, the fee coupons on spot
// order changes (a fee coupon may have paid a fee) and the trial-fund coupons on contract changes (a
// coupon position opened or closed); nothing else moves them.
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RefreshMessage } from '@exchange/contract/topics';
import { useRefreshFeed } from '../../realtime/refresh.ts';
import { useWelfareLive } from './useWelfareLive.ts';

const message = (type: string): RefreshMessage => ({ type: type as RefreshMessage['type'], isNew: '0', content: 'task', orderCode: '', changeUser: '', serviceType: 'welfare', link_merchant: '0' });
const arrive = (type: string, source: 'user' | 'merchant' = 'user') =>
  useRefreshFeed.setState((s) => ({ latest: { topic: 'refresh_7', source, message: message(type), seq: s.count + 1 }, count: s.count + 1 }));

describe('useWelfareLive', () => {
  it('refetches every rewards figure on a welfare message, the fee coupons on a spot one, the trial funds on a contract one', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    renderHook(() => useWelfareLive(), { wrapper });
    const keys = () => invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    arrive('welfare');
    expect(keys()).toEqual(['["private","welfare"]']);
    invalidate.mockClear();
    arrive('xh');
    expect(keys()).toEqual(['["private","welfare","feeCoupons"]']);
    invalidate.mockClear();
    arrive('ubw');
    arrive('bbw');
    expect(keys()).toEqual(['["private","welfare","coupons"]', '["private","welfare","coupons"]']);
    invalidate.mockClear();
    arrive('welfare', 'merchant');
    arrive('otc');
    arrive('ggzc');
    expect(invalidate).not.toHaveBeenCalled();
  });
});
