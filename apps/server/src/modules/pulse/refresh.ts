// The member's notice of a pulse contract change on refresh_{memberId} (type "pulse"): accepted,
// entry seen, settled. The web refetches its lists and wallet on it.
import { TOPIC, type RefreshMessage } from '@exchange/contract';
import type { Publisher } from '../../broker/index.ts';

export const publishPulseChange = (publisher: Publisher, memberId: string, contractId: string, status: 'open' | 'settled', isNew: boolean): void => {
  const message: RefreshMessage = { type: 'pulse', isNew: isNew ? '1' : '0', content: status, orderCode: contractId, changeUser: memberId, serviceType: 'pulse', link_merchant: '0' };
  publisher.publish(TOPIC.refresh(memberId), message);
};
