import { beforeEach, describe, expect, it, vi } from 'vitest';
import { liveChannel } from './connection.ts';
import { subscribeOwnRefresh, useRefreshFeed } from './refresh.ts';

type Handler = (payload: unknown) => void;
const handlers = new Map<string, Handler>();
const stops: string[] = [];

vi.mock('./connection.ts', () => ({
  liveChannel: {
    subscribe: vi.fn((topic: string, handler: Handler) => {
      handlers.set(topic, handler);
      return () => stops.push(topic);
    }),
  },
}));

beforeEach(() => {
  handlers.clear();
  stops.length = 0;
  vi.mocked(liveChannel.subscribe).mockClear();
});

const notice = { type: 'otc', isNew: '1', content: 'c', orderCode: 'o', changeUser: 'x', serviceType: '', link_merchant: '0' };

describe('subscribeOwnRefresh', () => {
  it('subscribes the member topic only for members', () => {
    subscribeOwnRefresh({ id: '7', is_merchant: 0, merchant: { id: '9' } });
    expect([...handlers.keys()]).toEqual(['refresh_7']);
  });

  it('adds the merchant topic for merchants and feeds the store', () => {
    const stop = subscribeOwnRefresh({ id: '7', is_merchant: 2, merchant: { id: '9' } });
    expect([...handlers.keys()]).toEqual(['refresh_7', 'refresh_9']);
    handlers.get('refresh_9')?.(notice);
    handlers.get('refresh_7')?.('garbage');
    const state = useRefreshFeed.getState();
    expect(state.count).toBe(1);
    expect(state.merchantCount).toBe(1);
    expect(state.latest).toMatchObject({ topic: 'refresh_9', source: 'merchant', seq: 1 });
    expect(state.byTopic.refresh_9).toEqual(notice);
    stop();
    expect(stops).toEqual(['refresh_7', 'refresh_9']);
    expect(useRefreshFeed.getState().count).toBe(0);
  });
});
