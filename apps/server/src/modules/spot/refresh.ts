// The private notices of spec §3 on refresh_{memberId}: one per order of a member that a commit
// changed (accepted, filled or partly filled, cancelled, released by its trigger, failed), sent
// after the commit so the web's refetch sees the new state. Bots' orders are not told anything.
import { MARGIN_REFRESH_TYPE, TOPIC, type EntrustStatus, type RefreshMessage } from '@exchange/contract';
import { MARGIN_OWNER_TYPE, partyOf } from '../../market/settlement.ts';
import type { Publisher } from '../../broker/index.ts';
import type { EngineEvent } from '../../engine/index.ts';
import type { PlaceInput } from '../../market/symbolMarket.ts';

export interface OrderChange {
  memberId: string;
  orderId: string;
  isNew: boolean;
  status: EntrustStatus;
  /** The notice's type: xh (the default) for a spot order, ggzc / ggqc for a margin account's (noticeOf). */
  type?: OrderNoticeType;
}

export type OrderNoticeType = 'xh' | 'ggzc' | 'ggqc';

/**
 * Whom an order's change is told to, and as what: a member's spot order is xh; a margin account's
 * order (owner "margin", id "<member>@<wallet>") is its member's, ggzc when the wallet is an
 * isolated one ("3:BASE_QUOTE"), ggqc for the cross account.
 */
export const noticeOf = (ownerType: string, ownerId: string): { memberId: string; type: OrderNoticeType } => {
  if (ownerType !== MARGIN_OWNER_TYPE) return { memberId: ownerId, type: 'xh' };
  const { owner, walletType } = partyOf(ownerType, ownerId);
  return { memberId: owner.ownerId, type: walletType.includes(':') ? MARGIN_REFRESH_TYPE.fixed : MARGIN_REFRESH_TYPE.all };
};

const memberOf = (owner: string): string | null => (owner.startsWith('member:') ? owner.slice('member:'.length) : null);

/** An order's latest change in `changes`; a bot's order is nobody's to tell. */
const setChange = (changes: Map<string, OrderChange>, owner: string, orderId: string, status: EntrustStatus, isNew?: boolean) => {
  const memberId = memberOf(owner);
  if (!memberId) return;
  const before = changes.get(orderId);
  changes.set(orderId, { memberId, orderId, isNew: isNew ?? before?.isNew ?? false, status });
};

/** What each member order of one commit became; the statuses mirror market/orderRecord.ts. */
export const orderChanges = (meta: PlaceInput | null, events: readonly EngineEvent[]): OrderChange[] => {
  const changes = new Map<string, OrderChange>();
  const filled = new Set<string>();
  let ended = false;
  for (const event of events) {
    switch (event.type) {
      case 'accepted':
        // A released stop or exit is not a new order: its row was listed while it waited.
        setChange(changes, event.owner, event.orderId, '0', !meta?.released);
        break;
      case 'trade':
        filled.add(event.takerOrderId);
        setChange(changes, event.makerOwner, event.makerOrderId, event.makerRemaining === 0 ? '1' : '0');
        setChange(changes, event.takerOwner, event.takerOrderId, '0');
        break;
      case 'cancelled': {
        const remainder = event.reason === 'ioc_remainder' || event.reason === 'market_remainder';
        setChange(changes, event.owner, event.orderId, remainder && filled.has(event.orderId) ? '1' : '-1');
        if (event.orderId === meta?.id) ended = true;
        break;
      }
      case 'rested':
        if (event.orderId === meta?.id) ended = true;
        break;
      case 'rejected':
        if (meta?.released && event.orderId === meta.id) setChange(changes, `${meta.ownerType}:${meta.ownerId}`, meta.id, '-2');
        break;
    }
  }
  // A taker that neither rested nor was cancelled finished within this commit.
  if (meta && !ended && events.some((e) => e.type === 'accepted' && e.orderId === meta.id))
    setChange(changes, `${meta.ownerType}:${meta.ownerId}`, meta.id, filled.has(meta.id) ? '1' : '-1');
  return [...changes.values()];
};

export const refreshMessage = (change: OrderChange): RefreshMessage => ({
  type: change.type ?? 'xh',
  isNew: change.isNew ? '1' : '0',
  content: change.status,
  orderCode: change.orderId,
  changeUser: change.memberId,
  serviceType: (change.type ?? 'xh') === 'xh' ? 'spot' : 'margin',
  link_merchant: '0',
});

export const publishChanges = (publisher: Publisher, changes: readonly OrderChange[]): void => {
  for (const change of changes) publisher.publish(TOPIC.refresh(change.memberId), refreshMessage(change));
};
