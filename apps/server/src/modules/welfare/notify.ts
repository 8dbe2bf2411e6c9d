// Tells a member's open pages that their rewards changed: a refresh_{member id} message of type
// "welfare" (contract topics.ts) when a task is credited, a draw pays, or a coupon is granted, used
// up or expires. It raises no on-screen notice (spec §4: only otc and appeal do); the reward
// pages and the wallet refetch on it.
import { TOPIC, type RefreshMessage } from '@exchange/contract';
import type { Publisher } from '../../broker/index.ts';

export type WelfareChange = 'task' | 'draw' | 'coupon_granted' | 'coupon_used_up' | 'coupon_expired';
export type WelfareNotifier = (memberId: string, change: WelfareChange, id: string) => void;

export const welfareNotifier =
  (publisher: Publisher): WelfareNotifier =>
  (memberId, change, id) => {
    const message: RefreshMessage = { type: 'welfare', isNew: '0', content: change, orderCode: id, changeUser: memberId, serviceType: 'welfare', link_merchant: '0' };
    publisher.publish(TOPIC.refresh(memberId), message);
  };
