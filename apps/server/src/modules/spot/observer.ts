// The spot module's hook into every market commit (market/symbolMarket.ts CommitObserver):
//   in the journal's transaction: members' fill rows, then the exits of dtzyzs orders that ended;
//   after the commit: refresh notices to the members whose orders changed, triggers crossed by the
//   commit's trades fired (queued behind it in the market), the exits just armed put on watch.
import type { Publisher } from '../../broker/index.ts';
import type { Db } from '../../db/index.ts';
import type { EngineEvent } from '../../engine/index.ts';
import { LedgerError } from '../../ledger/index.ts';
import type { CommitObserver, SymbolMarket } from '../../market/symbolMarket.ts';
import { armExits, touchesTpSl, type TpSlOrders } from './exits.ts';
import { recordFills } from './fills.ts';
import { MARGIN_OWNER_TYPE } from '../../market/settlement.ts';
import { noticeOf, orderChanges, publishChanges } from './refresh.ts';
import type { Trigger, TriggerBook } from './triggers.ts';
import { failExit } from './waiting.ts';

export interface ObserverDeps {
  db: Db;
  triggers: TriggerBook;
  tpsl: TpSlOrders;
  publisher: Publisher;
  log: { error(obj: object, msg?: string): void };
}

/** A member's spot order or a margin account's order (fill rows are only the former's: fills.ts). */
const ofMember = (owner: string) => owner.startsWith('member:') || owner.startsWith(`${MARGIN_OWNER_TYPE}:`);

const involvesMember = (events: readonly EngineEvent[]) =>
  events.some((e) => (e.type === 'trade' ? ofMember(e.takerOwner) || ofMember(e.makerOwner) : (e.type === 'accepted' || e.type === 'cancelled') && ofMember(e.owner)));

/** Lowest and highest trade price of a commit, or null without trades. */
const tradeRange = (events: readonly EngineEvent[]): { low: number; high: number } | null => {
  let low = Infinity;
  let high = -Infinity;
  for (const e of events) {
    if (e.type !== 'trade') continue;
    low = Math.min(low, e.price);
    high = Math.max(high, e.price);
  }
  return high === -Infinity ? null : { low, high };
};

export const createSpotObserver = (deps: ObserverDeps): CommitObserver => {
  // Exits armed inside a transaction, handed to the after-commit step of the same commit.
  const armed = new WeakMap<readonly EngineEvent[], Trigger[]>();

  const fire = (market: SymbolMarket, trigger: Trigger, at: number) => {
    const meta = { ...trigger.meta, released: trigger.kind, ...(trigger.kind === 'exit' && trigger.meta.spot ? { spot: { ...trigger.meta.spot, triggerTicks: at } } : {}) };
    market.place(meta).catch(async (error: unknown) => {
      if (trigger.kind === 'exit' && error instanceof LedgerError) return failExit(deps, market, trigger, at);
      deps.log.error({ err: String(error), order: trigger.meta.id }, 'a fired trigger could not be placed');
    }).catch((error: unknown) => deps.log.error({ err: String(error), order: trigger.meta.id }, 'a failed exit could not be recorded'));
  };

  return {
    needsConnection: (market, meta, events) => market.config.kind === 'xh' && touchesTpSl(deps.tpsl, meta, events),

    async journal(trx, rows, market, meta, events, time) {
      if (market.config.kind !== 'xh' || (!involvesMember(events) && meta?.ownerType !== 'member' && meta?.ownerType !== MARGIN_OWNER_TYPE)) return;
      recordFills(rows, market.config, events, time);
      const exits = await armExits(trx, rows, deps.tpsl, market.config, meta, events);
      if (exits.length > 0) armed.set(events, exits);
    },

    committed(market, meta, events) {
      if (market.config.kind !== 'xh') return;
      publishChanges(deps.publisher, orderChanges(meta, events));
      const range = tradeRange(events);
      if (range) for (const { trigger, at } of deps.triggers.takeCrossed(market.key, range.low, range.high)) fire(market, trigger, at);
      const exits = armed.get(events);
      if (!exits) return;
      armed.delete(events);
      for (const exit of exits) deps.triggers.add(market.key, exit);
      publishChanges(deps.publisher, exits.map((e) => ({ ...noticeOf(e.meta.ownerType, e.meta.ownerId), orderId: e.meta.id, isNew: true, status: '0' as const })));
    },
  };
};
