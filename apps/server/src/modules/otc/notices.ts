// Live notices of P2P changes (spec §3, §4): every order or appeal change tells both parties on
// refresh_{member id} and refresh_{merchant id}. changeUser names who made the change as that
// side knows itself (a member id, or the merchant id when the merchant acted), so the web can keep
// quiet about a person's own changes; link_merchant "1" sends the merchant to its merchant route.
import { TOPIC, type RefreshMessage } from '@exchange/contract';
import type { Publisher } from '../../broker/types.ts';

export interface OrderParties {
  orderId: string;
  orderCode: string;
  memberId: string;
  merchantId: string;
}

/** Who changed it: the member, the merchant, or the server (expiry) / an operator. */
export type Actor = 'member' | 'merchant' | 'system';

export const notifyParties = (publisher: Publisher, parties: OrderParties, change: { type: 'otc' | 'appeal'; isNew: boolean; content: string; actor: Actor }) => {
  const changeUser = change.actor === 'member' ? parties.memberId : change.actor === 'merchant' ? parties.merchantId : '-1';
  const base = { type: change.type, isNew: change.isNew ? '1' : '0', content: change.content, orderCode: parties.orderId, changeUser, serviceType: '2' } as const;
  publisher.publish(TOPIC.refresh(parties.memberId), { ...base, link_merchant: '0' } satisfies RefreshMessage);
  publisher.publish(TOPIC.refresh(parties.merchantId), { ...base, link_merchant: '1' } satisfies RefreshMessage);
};
