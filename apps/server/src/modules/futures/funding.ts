// The funding job (issue 22 part 4, products.md §1.7). Every few seconds it takes a premium sample
// of each contract book against its index (prices.ts keeps their time-weighted average); at each
// funding time (every FUNDING_INTERVAL_SECONDS, aligned to the epoch: 00:00, 08:00, 16:00 UTC at
// the default 8 h) it settles the contract at the averaged, clamped rate and the mark through
// liquidation.ts settleFunding: one journal batch per contract, zero-sum between the positions,
// each payment in the member's bills (ledger kind funding) and funding history.
//
// The clock is the contract_funding table: the last funding time settled per contract. At start
// and on every tick, a contract whose latest funding time is after the last one settled is settled
// once at that time, so a restart neither skips the funding time it missed nor pays one twice
// (several missed while the server was down are paid as one, at the rate of the samples since).
// A contract the clock has never seen starts it at its latest funding time, paying nothing: no
// position can have been open at a time the job was not there to see.
//
// The premium average is stored too (contract_premium, 025_premium): after each sample the
// contract's running sums are written, and removed when it settles; at start they are loaded back,
// so the average since the last funding time continues across a restart instead of starting again
// from the first sample after it. The writes go one after another (a removal never overtaken by
// an older sample's write).
import type { Db } from '../../db/index.ts';
import type { ContractPremiumTable } from '../../db/schema.ts';
import type { MarketHub } from '../../market/hub.ts';
import type { FuturesOperations } from './liquidation.ts';
import type { FundingSource, MarkSource } from './prices.ts';

export interface FundingJobDeps {
  db: Db;
  hub: () => Pick<MarketHub, 'all'>;
  funding: FundingSource;
  marks: MarkSource;
  operations: Pick<FuturesOperations, 'settleFunding'>;
  now: () => number;
  log: { error(obj: object, msg?: string): void };
}

/** Binance samples the premium every 5 s; a short demo interval samples at least ten times. */
const SAMPLE_MS = 5_000;

const contractsOf = (hub: Pick<MarketHub, 'all'>) => [...hub.all('ubw'), ...hub.all('bbw')].map((m) => ({ kind: m.config.kind as 'ubw' | 'bbw', symbol: m.config.symbol_name }));

export const createFundingJob = (deps: FundingJobDeps) => {
  const { funding } = deps;
  const lastSettled = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  /** The premium rows' writes, in order. */
  let writes: Promise<void> = Promise.resolve();
  const write = (work: () => Promise<unknown>): Promise<void> => {
    writes = writes.then(work).then(
      () => undefined,
      (error: unknown) => deps.log.error({ err: error }, 'storing the premium average failed; it is stored again at the next sample'),
    );
    return writes;
  };

  /** The latest funding time at or before `at`. */
  const dueAt = (at: number) => Math.floor(at / funding.intervalMs) * funding.intervalMs;

  const load = async () => {
    const rows = await deps.db.selectFrom('contract_funding').select(['kind', 'symbol']).select((eb) => eb.fn.max('funding_time').as('last')).groupBy(['kind', 'symbol']).execute();
    for (const row of rows) lastSettled.set(`${row.kind}:${row.symbol}`, Number(row.last));
    for (const row of await deps.db.selectFrom('contract_premium').selectAll().execute())
      // Sums that began before the contract's last settled funding time belong to an interval already
      // paid (a crash between the settlement and the row's delete; the sample of the tick that
      // crossed the funding time is later than it but still the old interval's): only sums begun
      // since are this interval's.
      if (Number(row.last_at) - Number(row.total_ms) >= (lastSettled.get(`${row.kind}:${row.symbol}`) ?? -Infinity))
        funding.restore(row.kind as 'ubw' | 'bbw', row.symbol, { weighted: BigInt(row.weighted), totalMs: BigInt(row.total_ms), last: { value: BigInt(row.last_value), at: Number(row.last_at) } });
  };

  const job = {
    /** When the contract last settled funding (epoch ms), or null. */
    lastFundingTime: (kind: 'ubw' | 'bbw', symbol: string): number | null => lastSettled.get(`${kind}:${symbol}`) ?? null,

    /** One premium sample of every contract (in memory at once; the promise: once stored). */
    sample(): Promise<void> {
      const rows: ContractPremiumTable[] = [];
      for (const { kind, symbol } of contractsOf(deps.hub())) {
        funding.sample(kind, symbol);
        const sums = funding.sums(kind, symbol);
        if (sums) rows.push({ kind, symbol, weighted: String(sums.weighted), total_ms: String(sums.totalMs), last_value: String(sums.last.value), last_at: String(sums.last.at) });
      }
      if (rows.length === 0) return writes;
      return write(() =>
        deps.db
          .insertInto('contract_premium')
          .values(rows)
          .onConflict((oc) =>
            oc.columns(['kind', 'symbol']).doUpdateSet((eb) => ({
              weighted: eb.ref('excluded.weighted'),
              total_ms: eb.ref('excluded.total_ms'),
              last_value: eb.ref('excluded.last_value'),
              last_at: eb.ref('excluded.last_at'),
            })),
          )
          .execute(),
      );
    },

    /** Settles every contract whose latest funding time at `at` is not settled yet. */
    async settleDue(at: number = deps.now()): Promise<void> {
      const due = dueAt(at);
      for (const { kind, symbol } of contractsOf(deps.hub())) {
        const key = `${kind}:${symbol}`;
        if ((lastSettled.get(key) ?? -Infinity) >= due) continue;
        const mark = deps.marks.mark(kind, symbol);
        // Nothing prices the contract: it settles at the next tick that has a mark.
        if (mark === null) continue;
        const rate = funding.rate(kind, symbol);
        try {
          await deps.operations.settleFunding(kind, symbol, rate, mark, due);
          lastSettled.set(key, due);
          funding.restart(kind, symbol);
          await write(() => deps.db.deleteFrom('contract_premium').where('kind', '=', kind).where('symbol', '=', symbol).execute());
        } catch (error) {
          deps.log.error({ err: error, contract: key }, 'funding settlement failed; it is tried again at the next tick');
        }
      }
    },

    /** Loads the clock (starting it for contracts it has not seen), settles what is due, then samples and settles on a timer. */
    async start(): Promise<void> {
      await load();
      const due = dueAt(deps.now());
      for (const { kind, symbol } of contractsOf(deps.hub())) {
        if (lastSettled.has(`${kind}:${symbol}`)) continue;
        await deps.db.insertInto('contract_funding').values({ kind, symbol, funding_time: String(due), rate: '0', mark: '0' }).onConflict((oc) => oc.doNothing()).execute();
        lastSettled.set(`${kind}:${symbol}`, due);
      }
      await job.settleDue();
      const every = Math.max(100, Math.min(SAMPLE_MS, Math.floor(funding.intervalMs / 10)));
      timer = setInterval(() => {
        if (running) return;
        running = job
          .sample()
          .then(() => job.settleDue())
          .finally(() => {
            running = null;
          });
      }, every);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      await writes;
    },
  };
  return job;
};

export type FundingJob = ReturnType<typeof createFundingJob>;
