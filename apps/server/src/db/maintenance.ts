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
// Dead rows (every fill rewrites its maker's row) are reclaimed by VACUUM, or the tables and their
// indexes only grow.
//
// The rules are PostgreSQL's own autovacuum defaults, per table, read from pg_stat_user_tables:
// analyze after 50 + 10 % of its rows changed, vacuum after 50 + 20 % dead or 1000 + 20 %
// inserted. A check costs one small query; the work is one table at a time, on the one connection
// everyone shares, so each pause is one table's, never the whole database's.
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

/** What each table is due for, by the autovacuum rules; tables due nothing are left out. */
export const tablesDue = (tables: TableActivity[]): TableWork[] =>
  tables.flatMap((t) => {
    const rows = Math.max(t.reltuples, 0);
    const over = (count: number, rule: { base: number; scale: number }) => count > rule.base + rule.scale * rows;
    const analyze = over(t.changedSinceAnalyze, THRESHOLDS.analyze);
    const vacuum = over(t.deadRows, THRESHOLDS.vacuumDead) || over(t.insertedSinceVacuum, THRESHOLDS.vacuumInserted);
    return analyze || vacuum ? [{ table: t.table, vacuum, analyze }] : [];
  });

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

/** One table's work, vacuum and analyze apart, so other requests can run between the two. */
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
  /** Checks every table now and does what is due; resolves with what was done. */
  runOnce(): Promise<TableWork[]>;
  /** Stops the timer and waits for a run in progress, so the database can be closed after. */
  stop(): Promise<void>;
}

/**
 * Checks the tables every `everyMs` (0: never; runOnce still works). A failed check is logged
 * and tried again at the next tick: maintenance must never take the server down.
 */
export const startMaintenance = (db: Db, options: { everyMs: number; log?: MaintenanceLog }): Maintenance => {
  let running: Promise<TableWork[]> | null = null;
  let stopped = false;

  const runOnce = (): Promise<TableWork[]> => {
    // Once stopped the database may be closing: nothing more is sent to it.
    if (stopped) return Promise.resolve([]);
    running ??= (async () => {
      try {
        const due = tablesDue(await readActivity(db));
        for (const work of due) {
          if (stopped) break;
          const started = performance.now();
          await doWork(db, work);
          options.log?.debug({ ...work, ms: Math.round(performance.now() - started) }, 'database maintenance');
        }
        return due;
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
