// The database: kysely over PGlite (embedded, files in DATA_DIR) or over PostgreSQL when
// DATABASE_URL is set. Same SQL, same migrations on both; migrations run on every start.
import { join } from 'node:path';
import type { EventLoopUtilization } from 'node:perf_hooks';
import { Kysely, Migrator, sql, type MigrationProvider } from 'kysely';
import { CurrentSchemaPostgresDialect } from './introspector.ts';
import { PgliteDialect } from './pglite-dialect.ts';
import { openSession } from './pgliteSession.ts';
import { openThreadSession } from './pgliteThread.ts';
import { hostProjection, loadProjector, type ProjectingSession } from './projectionHost.ts';
import { JournalLog } from './journalLog.ts';
import type { Database } from './schema.ts';
import { migrations } from './migrations/index.ts';

export type Db = Kysely<Database>;

export interface DbOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Use a PostgreSQL schema other than public (tests isolate themselves this way). */
  schema?: string;
  /** PGlite on this thread (the default) or on a worker thread of its own (pgliteThread.ts). */
  pgliteThread?: 'worker' | 'main';
  /**
   * PGlite only: the group commit's log (journalLog.ts) in DATA_DIR/journal, written into the
   * tables by the projector this module URL exports (market/projection.ts), hosted beside the
   * database (projectionHost.ts). Records a crash left unwritten are written before openDb returns.
   */
  journal?: { projector: string };
}

const oneConnection = new WeakSet<Db>();

/**
 * True for PGlite: one connection, so transactions run one after another and row locks have
 * nobody to keep out (the ledger's group commit skips them there).
 */
export const hasOneConnection = (db: Db): boolean => oneConnection.has(db);

const onThisThread = new WeakSet<Db>();

/** True when the database works on this thread (PGlite without its worker), so waiting for it is not time this thread can use. */
export const runsOnThisThread = (db: Db): boolean => onThisThread.has(db);

const threadUtilization = new WeakMap<Db, () => EventLoopUtilization>();

/**
 * How busy the database's own thread has been (PGlite's worker), for benchmarks that ask which
 * side of the pipeline waits; undefined when the database has no thread here.
 */
export const databaseThreadUtilization = (db: Db): EventLoopUtilization | undefined => threadUtilization.get(db)?.();

const threadIds = new WeakMap<Db, number>();

/** The operating system's id of the database's own thread (PGlite's worker, on Linux), for benchmarks that read its CPU time. */
export const databaseThreadId = (db: Db): number | undefined => threadIds.get(db);

const journalLogs = new WeakMap<Db, JournalLog>();

/** The group commit's log of a database that has one (PGlite opened with DbOptions.journal). */
export const journalLogOf = (db: Db): JournalLog | undefined => journalLogs.get(db);

const openPglite = async (dataDir: string, thread: 'worker' | 'main', projector: string | undefined): Promise<{ db: Db; records?: ProjectingSession }> => {
  const dir = join(dataDir, 'pglite');
  const threaded = thread === 'worker' ? await openThreadSession(dir, projector) : undefined;
  const local = threaded ? undefined : await openSession(dir);
  const hosted = local && projector ? hostProjection(local, await loadProjector(projector)) : undefined;
  const pglite = threaded ?? hosted ?? local!;
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite, { beforeClose: () => journalLogs.get(db)?.close() }) });
  oneConnection.add(db);
  if (!threaded) onThisThread.add(db);
  else {
    threadUtilization.set(db, threaded.utilization);
    if (threaded.linuxThreadId !== null) threadIds.set(db, threaded.linuxThreadId);
  }
  const records = projector ? (threaded ?? hosted) : undefined;
  return { db, ...(records ? { records } : {}) };
};

const openPostgres = async (url: string, schema: string | undefined): Promise<Db> => {
  const pg = await import('pg');
  // bigint identities come back as strings, which is what the wire wants anyway.
  const pool = new pg.default.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  return db;
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export const migrate = async (db: Db, schema?: string): Promise<void> => {
  // The migrator looks for its own tables across all schemas; pin it to ours.
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
};

export const openDb = async (options: DbOptions): Promise<Db> => {
  if (options.databaseUrl) {
    const db = await openPostgres(options.databaseUrl, options.schema);
    await migrate(db, options.schema);
    return db;
  }
  const { db, records } = await openPglite(options.dataDir, options.pgliteThread ?? 'main', options.journal?.projector);
  await migrate(db);
  if (records) {
    const state = await db.selectFrom('journal_state').select('projected_seq').executeTakeFirstOrThrow();
    journalLogs.set(db, await JournalLog.open(join(options.dataDir, 'journal'), records, Number(state.projected_seq)));
  }
  return db;
};
