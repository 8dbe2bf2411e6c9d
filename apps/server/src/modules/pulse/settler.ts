// The settlement job: contracts whose expiry has passed (plus a grace for trades still on their way
// to the journal) are settled from their symbol's tape, in batches: each contract's ledger transfer
// staged in memory, then all of a batch written in one database transaction with the rows' results.
// A contract that expired while the server was down is due at the first run after the start, and
// its tape was read back from market_trade (index.ts), so it settles by the same trades.
import type { Db } from '../../db/index.ts';
import type { Ledger, StagedTransfer } from '../../ledger/index.ts';
import type { MarketHub } from '../../market/hub.ts';
import type { Publisher } from '../../broker/index.ts';
import { settle, settlementMoves, type OpenContract, type Settlement } from './contract.ts';
import { recordSettlements } from './repo.ts';
import { publishPulseChange } from './refresh.ts';
import type { PulseState } from './state.ts';

/** Trades are published once durable, a little after their time: wait this long past expiry. */
export const SETTLE_GRACE_MS = 300;
const BATCH = 2000;
/** The longest a run waits for a market with trades in flight. */
const SETTLED_WAIT_MS = 2000;

export interface SettlerDeps {
  db: Db;
  ledger: Ledger;
  hub: () => MarketHub;
  publisher: Publisher;
  state: PulseState;
  now: () => number;
  log: { error(obj: object, msg?: string): void };
}

export const createSettler = (deps: SettlerDeps) => {
  const { state } = deps;
  let running: Promise<number> | null = null;

  const settleBatch = async (batch: OpenContract[]): Promise<void> => {
    const list: Settlement[] = batch.map((c) => settle(c, state.tapes.get(c.symbol)));
    const staged: StagedTransfer[] = [];
    try {
      for (const s of list) staged.push(await deps.ledger.stage({ kind: 'pulse_settle', ref: `pulse:${s.contract.id}`, moves: settlementMoves(s) }));
    } catch (error) {
      deps.ledger.settleStaged(staged, false);
      throw error;
    }
    const at = deps.now();
    let committed = false;
    try {
      await deps.db.transaction().execute(async (trx) => {
        await deps.ledger.postStaged(trx, staged);
        await recordSettlements(trx, list, at);
      });
      committed = true;
    } finally {
      deps.ledger.settleStaged(staged, committed);
    }
    for (const s of list) {
      state.remove(s.contract);
      publishPulseChange(deps.publisher, s.contract.memberId, s.contract.id, 'settled', false);
    }
  };

  /** Settles everything due now; the number settled. */
  const run = async (): Promise<number> => {
    const now = deps.now();
    const due = [...state.open.values()].filter((c) => c.expireAt + SETTLE_GRACE_MS <= now).sort((a, b) => a.expireAt - b.expireAt);
    if (due.length === 0) {
      forgetOldTrades(now);
      return 0;
    }
    // A market publishes its trades in time order once durable, so a trade on the tape after the
    // latest expiry means every earlier one is there; otherwise wait for the market to settle (a busy
    // market may never be idle, hence the bound: by then nothing of before expiry is still in flight).
    const hub = deps.hub();
    const latest = new Map<string, number>();
    for (const c of due) latest.set(c.symbol, Math.max(latest.get(c.symbol) ?? 0, c.expireAt));
    const waits = [...latest].filter(([symbol, expireAt]) => (state.tapes.get(symbol)?.last?.time ?? 0) <= expireAt).map(([symbol]) => hub.get('xh', symbol)?.settled());
    if (waits.length > 0) await Promise.race([Promise.all(waits), new Promise((resolve) => setTimeout(resolve, SETTLED_WAIT_MS).unref())]);
    for (let i = 0; i < due.length; i += BATCH) await settleBatch(due.slice(i, i + BATCH));
    forgetOldTrades(now);
    return due.length;
  };

  const forgetOldTrades = (now: number) => {
    const oldest = state.oldestAcceptance() ?? now;
    for (const tape of state.tapes.values()) tape.forgetBefore(oldest);
  };

  return {
    /** One run at a time; a call while one runs waits for it and runs again. */
    async settleDue(): Promise<number> {
      while (running) await running.catch(() => 0);
      running = run();
      try {
        return await running;
      } finally {
        running = null;
      }
    },
    start(everyMs: number): () => Promise<void> {
      const timer = setInterval(() => {
        if (running) return;
        this.settleDue().catch((error: unknown) => deps.log.error({ err: error }, 'pulse settlement failed; retried on the next run'));
      }, everyMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running?.catch(() => 0);
      };
    },
  };
};

export type Settler = ReturnType<typeof createSettler>;
