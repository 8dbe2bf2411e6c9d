// Tells a member's open pages that their wallet changed (a deposit seen or credited, a withdrawal
// decided by an operator): a message on refresh_{member id}, as spot orders send. The web refetches
// balances and logs on any message of its own topic; type "wallet" raises no notice (spec §4:
// only otc and appeal do).
import { TOPIC, type RefreshMessage } from '@exchange/contract';
import type { Publisher } from '../../broker/index.ts';

export interface WalletChange {
  memberId: string;
  /** "deposit" or "withdrawal". */
  service: 'deposit' | 'withdrawal';
  id: string;
  status: string;
}

export type WalletNotifier = (change: WalletChange) => void;

export const walletNotifier =
  (publisher: Publisher): WalletNotifier =>
  (change) => {
    const message: RefreshMessage = {
      type: 'wallet',
      isNew: '0',
      content: change.status,
      orderCode: change.id,
      changeUser: change.memberId,
      serviceType: change.service,
      link_merchant: '0',
    };
    publisher.publish(TOPIC.refresh(change.memberId), message);
  };
