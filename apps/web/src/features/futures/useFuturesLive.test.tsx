import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RefreshMessage } from '@exchange/contract/topics';
import { useRefreshFeed } from '../../realtime/refresh.ts';
import { useFuturesLive } from './useFuturesLive.ts';

const message = (type: string): RefreshMessage => ({ type: type as RefreshMessage['type'], isNew: '0', content: '', orderCode: '', changeUser: '', serviceType: '', link_merchant: '0' });
const arrive = (type: string, source: 'user' | 'merchant' = 'user') =>
  useRefreshFeed.setState((s) => ({ latest: { topic: 'refresh_7', source, message: message(type), seq: s.count + 1 }, count: s.count + 1 }));

describe('useFuturesLive', () => {
  it('refetches the kind on its own refresh messages, every one of them', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    renderHook(() => useFuturesLive('ubw'), { wrapper });
    arrive('ubw');
    arrive('ubw');
    const keys = () => invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys()).toEqual([...Array(2)].flatMap(() => ['["private","futures","ubw"]', '["private","wallet","contract"]']));
    invalidate.mockClear();
    arrive('bbw');
    arrive('xh');
    arrive('ubw', 'merchant');
    expect(invalidate).not.toHaveBeenCalled();
    arrive('wallet');
    expect(keys()).toEqual(['["private","wallet","contract"]']);
  });
});
