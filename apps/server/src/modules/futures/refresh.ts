// The member's notices of contract changes on refresh_{memberId} (products.md §1.13: the original
// refetches wallet, positions and orders when a message of its contract type arrives): one per
// order of a member that a commit changed, typed ubw or bbw, and one per margin or setting change
// of a position. Bots are told nothing.
import { TOPIC, type EntrustStatus, type RefreshMessage } from '@exchange/contract';
import type { Publisher } from '../../broker/index.ts';

export interface ContractChange {
  memberId: string;
  /** The order, or the position for a change of its margin or setting. */
  orderId: string;
  isNew: boolean;
  status: EntrustStatus;
}

export const contractRefresh = (kind: 'ubw' | 'bbw', change: ContractChange): RefreshMessage => ({
  type: kind,
  isNew: change.isNew ? '1' : '0',
  content: change.status,
  orderCode: change.orderId,
  changeUser: change.memberId,
  serviceType: 'contract',
  link_merchant: '0',
});

export const publishContractChanges = (publisher: Publisher, kind: 'ubw' | 'bbw', changes: readonly ContractChange[]): void => {
  for (const change of changes) publisher.publish(TOPIC.refresh(change.memberId), contractRefresh(kind, change));
};
