// The member's own change feed (spec §4 "Message channel"): refresh_{member id}, plus
// refresh_{merchant id} for merchants. Every message lands in `useRefreshFeed`; order and
// asset views watch the counters to refetch, the notices feature reads `latest` to raise a notice.
import { useEffect } from 'react';
import { create } from 'zustand';
import { MERCHANT_FLAG } from '@exchange/contract/constants';
import { TOPIC, type RefreshMessage } from '@exchange/contract/topics';
import { liveChannel } from './connection.ts';

export type RefreshSource = 'user' | 'merchant';

export interface RefreshEvent {
  topic: string;
  source: RefreshSource;
  message: RefreshMessage;
  /** Equals the feed's count when it arrived, so two identical messages are still two events. */
  seq: number;
}

interface RefreshFeedState {
  byTopic: Record<string, RefreshMessage>;
  latest: RefreshEvent | null;
  count: number;
  /** Bumped per message of the member's topic ("user variation"). */
  userCount: number;
  /** Bumped per message of the merchant's topic ("merchant variation"). */
  merchantCount: number;
}

const EMPTY: RefreshFeedState = { byTopic: {}, latest: null, count: 0, userCount: 0, merchantCount: 0 };

export const useRefreshFeed = create<RefreshFeedState>(() => EMPTY);

/**
 * Calls `on` with the type of each message of the member's own topic (not a merchant's) as it
 * lands: watched outside React's render, so two messages that land together are both seen. `on`
 * should keep its identity (useCallback): a new one subscribes again. The message types of the
 * contract kinds are not listed in RefreshMessage yet; the server sends them, hence a string.
 */
export const useOwnRefresh = (on: (type: string) => void): void => {
  useEffect(
    () =>
      useRefreshFeed.subscribe((state, previous) => {
        const event = state.latest;
        if (!event || event === previous.latest || event.source !== 'user') return;
        on(String(event.message.type));
      }),
    [on],
  );
};

const isRefreshMessage = (payload: unknown): payload is RefreshMessage =>
  typeof payload === 'object' && payload !== null && typeof (payload as { type?: unknown }).type === 'string';

const record = (topic: string, source: RefreshSource) => (payload: unknown) => {
  if (!isRefreshMessage(payload)) return;
  useRefreshFeed.setState((s) => ({
    byTopic: { ...s.byTopic, [topic]: payload },
    latest: { topic, source, message: payload, seq: s.count + 1 },
    count: s.count + 1,
    userCount: s.userCount + (source === 'user' ? 1 : 0),
    merchantCount: s.merchantCount + (source === 'merchant' ? 1 : 0),
  }));
};

export interface RefreshOwner {
  id?: string;
  is_merchant?: number;
  merchant?: { id: string } | null;
}

/** Subscribes the owner's topics; the returned function unsubscribes them and empties the feed. */
export const subscribeOwnRefresh = (user: RefreshOwner): (() => void) => {
  const stops: Array<() => void> = [];
  if (user.id) {
    const topic = TOPIC.refresh(user.id);
    stops.push(liveChannel.subscribe(topic, record(topic, 'user')));
  }
  const merchantId = user.is_merchant === MERCHANT_FLAG ? user.merchant?.id : undefined;
  if (merchantId) {
    const topic = TOPIC.refresh(merchantId);
    stops.push(liveChannel.subscribe(topic, record(topic, 'merchant')));
  }
  return () => {
    for (const stop of stops) stop();
    useRefreshFeed.setState(EMPTY);
  };
};
