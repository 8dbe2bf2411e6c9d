// Autovacuum for the embedded default. PostgreSQL keeps its tables' statistics fresh and their
// dead rows reclaimed with background workers; PGlite runs PostgreSQL single-user, where those
// workers do not exist, so without this nothing ever runs ANALYZE or VACUUM there.
//
// Why it matters: a statement's plan rests on the table's size as last measured, and a plan that
// PGlite caches (the group commit's statements are prepared once, db/pgliteSession.ts) keeps the
// plan made when the table was new. The journal's update of the filled makers (market/batchRows.ts)
// was planned as a sequential scan of market_order while that table had a few rows, and kept it:
// each batch read the whole table, so the server slowed as its history grew (12 ms a batch at
// 19,000 orders in the place-order bench, three times the rest of the batch). An ANALYZE records
// the new size and drops the cached plans of that table; the next run plans an index lookup.
// Between two ANALYZEs of a growing table such a plan could still come back, so the statements
// that find rows by key are now also marked to be planned as index lookups whatever the size
// (db/byKey.ts); the other statements' and reads' plans still rest on what ANALYZE records.
// Dead rows (every fill rewrites its maker's row) are reclaimed by VACUUM, or the tables and their
// indexes only grow.
//
// The rules are PostgreSQL's own autovacuum defaults, per table, read from pg_stat_user_tables:
// analyze after 50 + 10 % of its rows changed, vacuum after 50 + 20 % dead or 1000 + 20 %
// inserted. A check costs one small query and takes one step, the one most overdue (nextStep), on
// the one connection everyone shares, so each pause is one step's, never the whole database's.
import { sql } from 'kysely';
import type { Db } from './index.ts';

/** A table's counters as pg_stat_user_tables and pg_class give them. */
export interface TableActivity {
  table: string;
  /** Rows at the last ANALYZE or VACUUM; negative when never measured. */
  reltuples: number;
  deadRows: number;
  changedSinceAnalyze: number;
  insertedSinceVacuum: number;
}

export interface TableWork {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/** PostgreSQL's defaults (autovacuum_*_threshold and *_scale_factor). */
export const THRESHOLDS = {
  analyze: { base: 50, scale: 0.1 },
  vacuumDead: { base: 50, scale: 0.2 },
  vacuumInserted: { base: 1000, scale: 0.2 },
} as const;

/** How far past each threshold a table is: over 1 means due. */
const overdue = (t: TableActivity): { analyze: number; vacuum: number } => {
  const rows = Math.max(t.reltuples, 0);
  const ratio = (count: number, rule: { base: number; scale: number }) => count / (rule.base + rule.scale * rows);
  return {
    analyze: ratio(t.changedSinceAnalyze, THRESHOLDS.analyze),
    vacuum: Math.max(ratio(t.deadRows, THRESHOLDS.vacuumDead), ratio(t.insertedSinceVacuum, THRESHOLDS.vacuumInserted)),
  };
};

/**
 * The one step a check does: the vacuum or the analyze furthest past its threshold (null when
 * nothing is due). One step a tick, not every table due at once: each step pauses every request
 * (one connection), and a round of all of them (six tables, vacuum and analyze: 90 ms and more)
 * made the slowest 1 % of the place-order bench's answers, every round. Spread a second apart, no
 * pause is longer than one step. Either step records the table's new size for the planner.
 */
export const nextStep = (tables: TableActivity[], skip: ReadonlySet<string> = new Set()): TableWork | null => {
  let best: { work: TableWork; by: number } | null = null;
  for (const t of tables) {
    const { analyze, vacuum } = overdue(t);
    for (const [by, work] of [
      [vacuum, { table: t.table, vacuum: true, analyze: false }],
      [analyze, { table: t.table, vacuum: false, analyze: true }],
    ] as const)
      if (by > 1 && !skip.has(stepKey(work)) && (!best || by > best.by)) best = { work, by };
  }
  return best?.work ?? null;
};

export const stepKey = (work: TableWork): string => `${work.vacuum ? 'vacuum' : 'analyze'} ${work.table}`;

/**
 * A step's effect on the counters reaches pg_stat_user_tables only when the statistics are next
 * flushed, at most once a second (PostgreSQL's PGSTAT_MIN_INTERVAL): until then the step still
 * looks due, and is not taken again.
 */
const COUNTERS_LAG_MS = 2000;

const readActivity = async (db: Db): Promise<TableActivity[]> => {
  const { rows } = await sql<{ table: string; reltuples: number; dead: string; changed: string; inserted: string }>`
    select s.relname as table, c.reltuples, s.n_dead_tup as dead, s.n_mod_since_analyze as changed, s.n_ins_since_vacuum as inserted
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = current_schema()
    order by s.relname`.execute(db);
  return rows.map((r) => ({
    table: r.table,
    reltuples: Number(r.reltuples),
    deadRows: Number(r.dead),
    changedSinceAnalyze: Number(r.changed),
    insertedSinceVacuum: Number(r.inserted),
  }));
};

/**
 * ANALYZE samples 300 rows per unit of statistics target: at PostgreSQL's default of 100 that is
 * 30,000 rows, which took 70 to 80 ms on a 100,000-row ledger_entry in PGlite, all of it a pause
 * for every request (PGlite has one connection). At 10 it samples 3,000 rows in about 10 ms. The
 * server's queries find rows by key, so what their plans need most is each table's size, which
 * any sample gives; histograms of 10 buckets instead of 100 matter little to them.
 */
const ANALYZE_TARGET = 10;

/** One step: a vacuum, or an analyze on a small sample. */
const doWork = async (db: Db, work: TableWork) => {
  if (work.vacuum) await sql`vacuum ${sql.table(work.table)}`.execute(db);
  if (work.analyze)
    await db.transaction().execute(async (trx) => {
      await sql`set local default_statistics_target = ${sql.lit(ANALYZE_TARGET)}`.execute(trx);
      await sql`analyze ${sql.table(work.table)}`.execute(trx);
    });
};

export interface MaintenanceLog {
  debug(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface Maintenance {
  /** Checks every table now and takes the step most due (nextStep); resolves with it, or null. */
  runOnce(): Promise<TableWork | null>;
  /** Stops the timer and waits for a run in progress, so the database can be closed after. */
  stop(): Promise<void>;
}

/**
 * Checks the tables every `everyMs` (0: never; runOnce still works). A failed check is logged
 * and tried again at the next tick: maintenance must never take the server down.
 */
export const startMaintenance = (db: Db, options: { everyMs: number; log?: MaintenanceLog }): Maintenance => {
  let running: Promise<TableWork | null> | null = null;
  let stopped = false;
  /** Steps taken lately, by stepKey, with when (see COUNTERS_LAG_MS). */
  const lately = new Map<string, number>();

  const runOnce = (): Promise<TableWork | null> => {
    // Once stopped the database may be closing: nothing more is sent to it.
    if (stopped) return Promise.resolve(null);
    running ??= (async () => {
      try {
        const now = performance.now();
        for (const [key, at] of lately) if (now - at > COUNTERS_LAG_MS) lately.delete(key);
        const step = nextStep(await readActivity(db), new Set(lately.keys()));
        if (step && !stopped) {
          const started = performance.now();
          lately.set(stepKey(step), started);
          await doWork(db, step);
          options.log?.debug({ ...step, ms: Math.round(performance.now() - started) }, 'database maintenance');
        }
        return step;
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const timer =
    options.everyMs > 0
      ? setInterval(() => {
          runOnce().catch((error: unknown) => options.log?.warn({ err: error }, 'database maintenance failed; trying again later'));
        }, options.everyMs)
      : null;
  // A timer alone does not keep the process alive.
  timer?.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
};
