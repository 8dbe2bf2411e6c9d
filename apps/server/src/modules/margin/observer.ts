// Margin orders' notices: after each commit of a spot market, every margin account's order it
// changed is told on its member's refresh_{id}, type ggzc (isolated) or ggqc (cross). What an order
// became is worked out by spot's own rules (modules/spot orderChanges), shown the margin owners as
// the members and everyone else as bots.
import { MARGIN_REFRESH_TYPE, TOPIC, type RefreshMessage } from '@exchange/contract';
import type { Publisher } from '../../broker/index.ts';
import type { EngineEvent } from '../../engine/index.ts';
import { MARGIN_OWNER_TYPE } from '../../market/settlement.ts';
import type { CommitObserver, PlaceInput } from '../../market/symbolMarket.ts';
import { orderChanges } from '../spot/refresh.ts';

const PREFIX = `${MARGIN_OWNER_TYPE}:`;
const seen = (owner: string) => (owner.startsWith(PREFIX) ? `member:${owner.slice(PREFIX.length)}` : `system:${owner}`);

const touchesMargin = (meta: PlaceInput | null, events: readonly EngineEvent[]) =>
  meta?.ownerType === MARGIN_OWNER_TYPE ||
  events.some((e) => (e.type === 'trade' ? e.takerOwner.startsWith(PREFIX) || e.makerOwner.startsWith(PREFIX) : (e.type === 'accepted' || e.type === 'cancelled') && e.owner.startsWith(PREFIX)));

const asMembers = (events: readonly EngineEvent[]): EngineEvent[] =>
  events.map((e) => {
    if (e.type === 'trade') return { ...e, takerOwner: seen(e.takerOwner), makerOwner: seen(e.makerOwner) };
    if (e.type === 'accepted' || e.type === 'cancelled') return { ...e, owner: seen(e.owner) };
    return e;
  });

export const createMarginObserver = (deps: { publisher: Publisher; onChange?: (memberId: string) => void }): CommitObserver => ({
  committed(market, meta, events) {
    if (market.config.kind !== 'xh' || !touchesMargin(meta, events)) return;
    const shown = meta ? { ...meta, ownerType: meta.ownerType === MARGIN_OWNER_TYPE ? ('member' as const) : ('system' as const) } : null;
    for (const change of orderChanges(shown, asMembers(events))) {
      const at = change.memberId.indexOf('@');
      if (at < 0) continue;
      const memberId = change.memberId.slice(0, at);
      const isolated = change.memberId.slice(at + 1).includes(':');
      const message: RefreshMessage = {
        type: MARGIN_REFRESH_TYPE[isolated ? 'fixed' : 'all'],
        isNew: change.isNew ? '1' : '0',
        content: change.status,
        orderCode: change.orderId,
        changeUser: memberId,
        serviceType: 'margin',
        link_merchant: '0',
      };
      deps.publisher.publish(TOPIC.refresh(memberId), message);
      deps.onChange?.(memberId);
    }
  },
});
