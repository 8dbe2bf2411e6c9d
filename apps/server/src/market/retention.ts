// Retention of the simulator's history: bot-against-bot trades, finished bot orders, the contract
// bots' fills and the ledger transactions among bots older than SIMULATOR_RETENTION_DAYS are
// removed, so a demo left running for a month stays small (about a gigabyte a day was kept
// before). K-lines stay; nothing a member took part in is ever removed: a trade is removed only
// when both of its orders are the bots', and the ledger keeps every transaction with a member's
// entry (ledger/compaction.ts).
//
// The bots are the spot house (system owners MARKET_MAKER and TAKER) and the contract bots, which
// are member accounts (modules/futures/bots.ts) because they hold margin like anyone: they are
// told apart by their reserved addresses, looked up once per pass.
//
// Order of work: trades first (a trade is classified by its two orders, which must still be
// there), then the bots' finished orders whose last change is older than both the cutoff and the
// last trade looked at (so no trade still to be classified needs them), then the ledger. Each
// step is one bounded transaction, and steps are spaced out, so the embedded database's one
// connection is never held for long.
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { compactLedger } from '../ledger/compaction.ts';
import { MARKET_MAKER, TAKER } from './simulator.ts';
import { ORDER_STATUS } from './orderRecord.ts';
import { findBotMemberIds } from '../modules/futures/bots.ts';

const DAY = 86_400_000;
const HOUSE = [MARKET_MAKER.ownerId, TAKER.ownerId];

/** The bots' order owners: the house's system owners and the contract bots' member ids. */
interface BotOwners {
  system: string[];
  members: string[];
}

const isBotOwner = (bots: BotOwners, owner: { owner_type: string; owner_id: string }) =>
  owner.owner_type === 'system' ? bots.system.includes(owner.owner_id) : owner.owner_type === 'member' && bots.members.includes(owner.owner_id);

export interface RetentionOptions {
  days: number;
  /** Rows a step looks at. */
  batch?: number;
  now?: () => number;
}

export interface SweepResult {
  trades: number;
  orders: number;
  /** The contract bots' fill records. */
  fills: number;
  transactions: number;
  entries: number;
}

/** Removes old bot-against-bot trades past the last one looked at; true when more are left. */
const sweepTrades = async (db: Db, bots: BotOwners, cutoffMs: number, batch: number): Promise<{ removed: number; more: boolean }> =>
  db.transaction().execute(async (trx) => {
    const state = await trx.selectFrom('retention_state').select(['trade_id']).where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
    const trades = await trx
      .selectFrom('market_trade')
      .select(['id', 'taker_order_id', 'maker_order_id', 'trade_time'])
      .where('id', '>', state.trade_id)
      .orderBy('id')
      .limit(batch)
      .execute();
    const young = trades.findIndex((t) => Number(t.trade_time) >= cutoffMs);
    const old = young === -1 ? trades : trades.slice(0, young);
    if (old.length === 0) return { removed: 0, more: false };
    const orderIds = [...new Set(old.flatMap((t) => [t.taker_order_id, t.maker_order_id]))];
    const owners = await trx.selectFrom('market_order').select(['id', 'owner_type', 'owner_id']).where('id', 'in', orderIds).execute();
    const isBot = new Set(owners.filter((o) => isBotOwner(bots, o)).map((o) => o.id));
    const doomed = old.filter((t) => isBot.has(t.taker_order_id) && isBot.has(t.maker_order_id)).map((t) => String(t.id));
    if (doomed.length > 0) await sql`delete from market_trade where id = any(${doomed}::bigint[])`.execute(trx);
    const last = old.at(-1)!;
    await trx.updateTable('retention_state').set({ trade_id: String(last.id), trade_time: String(last.trade_time) }).where('id', '=', 1).execute();
    return { removed: doomed.length, more: young === -1 && old.length === batch };
  });

/** Removes the bots' finished orders that no trade still to be looked at can name; true when more are left. */
const sweepOrders = async (db: Db, bots: BotOwners, cutoffMs: number, batch: number): Promise<{ removed: number; more: boolean }> => {
  const state = await db.selectFrom('retention_state').select(['trade_time']).where('id', '=', 1).executeTakeFirstOrThrow();
  const before = new Date(Math.min(cutoffMs, Number(state.trade_time)));
  const removed = await sql<{ id: string }>`
    delete from market_order where id in (
      select id from market_order
      where ((owner_type = 'system' and owner_id = any(${bots.system}::text[])) or (owner_type = 'member' and owner_id = any(${bots.members}::text[])))
        and create_time < ${before} and status <> ${ORDER_STATUS.open} and waiting = 0 and update_time < ${before}
      limit ${batch})
    returning id`.execute(db);
  return { removed: removed.rows.length, more: removed.rows.length === batch };
};

/**
 * Removes the contract bots' own fill records older than the cutoff. A fill is one party's record
 * of a trade: a member's fill of the same trade is the member's and stays.
 */
const sweepContractFills = async (db: Db, bots: BotOwners, cutoffMs: number, batch: number): Promise<{ removed: number; more: boolean }> => {
  if (bots.members.length === 0) return { removed: 0, more: false };
  const removed = await sql<{ id: string }>`
    delete from contract_fill where id in (
      select id from contract_fill where member_id = any(${bots.members}::bigint[]) and trade_time < ${cutoffMs} limit ${batch})
    returning id`.execute(db);
  return { removed: removed.rows.length, more: removed.rows.length === batch };
};

/**
 * One pass: every step until nothing older than the window is left. `next` runs between steps
 * (a pause) and answers false to end the pass early (the server is stopping).
 */
export const sweepRetention = async (db: Db, options: RetentionOptions, next: () => Promise<boolean> = async () => true): Promise<SweepResult> => {
  const batch = options.batch ?? 5_000;
  const cutoffMs = (options.now ?? Date.now)() - options.days * DAY;
  const result: SweepResult = { trades: 0, orders: 0, fills: 0, transactions: 0, entries: 0 };
  const bots: BotOwners = { system: HOUSE, members: await findBotMemberIds(db) };
  const steps: (() => Promise<boolean>)[] = [
    async () => {
      const step = await sweepTrades(db, bots, cutoffMs, batch);
      result.trades += step.removed;
      return step.more;
    },
    async () => {
      const step = await sweepOrders(db, bots, cutoffMs, batch);
      result.orders += step.removed;
      return step.more;
    },
    async () => {
      const step = await sweepContractFills(db, bots, cutoffMs, batch);
      result.fills += step.removed;
      return step.more;
    },
    async () => {
      const step = await compactLedger(db, new Date(cutoffMs), batch * 4, bots.members);
      result.transactions += step.transactions;
      result.entries += step.entries;
      return step.more;
    },
  ];
  for (const step of steps) {
    let more = true;
    while (more) {
      more = await step();
      if (!(await next())) return result;
    }
  }
  return result;
};

export interface RetentionJob {
  stop(): Promise<void>;
}

/** Sweeps soon after start and then every `everyMs`, waiting `pauseMs` between steps; one pass at a time. */
export const startRetention = (
  db: Db,
  options: RetentionOptions & { everyMs: number; pauseMs: number; log: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void } },
): RetentionJob => {
  let stopped = false;
  let running: Promise<void> | null = null;
  const next = () => new Promise<boolean>((resolve) => (stopped ? resolve(false) : setTimeout(() => resolve(!stopped), options.pauseMs).unref()));
  const run = () => {
    if (running || stopped) return;
    running = sweepRetention(db, options, next)
      .then(
        (r) => {
          if (r.trades + r.orders + r.fills + r.entries > 0) options.log.info({ ...r, days: options.days }, 'simulator history past the retention window removed');
        },
        (err: unknown) => {
          if (!stopped) options.log.error({ err }, 'retention sweep failed; it runs again later');
        },
      )
      .finally(() => (running = null));
  };
  const first = setTimeout(run, Math.min(options.everyMs, 60_000));
  const timer = setInterval(run, options.everyMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
};
