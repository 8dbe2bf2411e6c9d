// The database side of the journal's log (journalLog.ts): a PGlite session that also takes the
// journal's records and writes them into the tables, many records a transaction, and never lets a
// request read around a record it has taken.
//
// Why records wait here: what a group-commit transaction costs on PGlite is mostly a fixed part
// per statement, about 1.3 ms a batch however few orders it holds (bench/order-sql.ts), so small
// batches cost two to three times as much per order as large ones. With the order's answer waiting
// on the log file instead of on this transaction, the rows of many batches go in together: the
// projector (market/projection.ts, whose module the opener names) merges them (an order inserted
// and filled in the window is inserted filled; a balance moved by a hundred orders is updated
// once) and the transaction moves journal_state.projected_seq with its commit, so a crash in
// between leaves the records to be written again at start-up, never twice.
//
// The barrier: every request of anyone else (a query, a script, close) first writes all
// the records taken so far, unless a transaction of theirs is open (its snapshot began after the
// records before it were written). Requests come in the order sent, so whoever was answered that
// an order is durable and then reads sees its rows; that includes the server's own reads that
// decide anything (funds, restore, the journal's own transactions).
//
// Records otherwise wait up to delayMs for others to join them, or go at once when maxRecords
// are waiting. A failed projection rolls back and fails its records and every later one (the
// server exits: market/journal.ts); they stay in the log for the next start.
import { Kysely, type CompiledQuery } from 'kysely';
import type { Database } from './schema.ts';
import { PgliteDialect } from './pglite-dialect.ts';
import type { LocalSession, PgliteSession, ScriptStatement } from './pgliteSession.ts';
import type { CopyIn } from './copyIn.ts';

/** What writes a projection's records: new rows by COPY, then statements (updates), in that order. */
export interface ProjectionWrites {
  copies: CopyIn[];
  statements: CompiledQuery[];
}

/** Turns journal records into what writes their rows (market/projection.ts). */
export interface Projector {
  /** Called inside the projection's transaction; may read through `db` on the way. */
  writes(db: Kysely<Database>, records: readonly string[]): Promise<ProjectionWrites>;
}

/** What a projector module exports; the database thread imports it by URL (DbOptions.journal). */
export interface ProjectorModule {
  createProjector(): Projector;
}

/** A session that takes journal records (journalLog.ts) beside the usual requests. */
export interface ProjectingSession extends PgliteSession {
  /** Takes a record; resolves once its rows are committed. */
  record(seq: number, text: string): Promise<void>;
}

export interface ProjectionOptions {
  /** How long the first record waiting may wait for others to join its transaction. */
  delayMs: number;
  /** Records in one transaction at most; as many waiting start one at once. */
  maxRecords: number;
}

export const DEFAULT_PROJECTION: ProjectionOptions = { delayMs: 50, maxRecords: 1000 };

const SET_PROJECTED = 'update journal_state set projected_seq = $1 where id = 1';

interface Waiting {
  seq: number;
  text: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export const loadProjector = async (moduleUrl: string): Promise<Projector> => ((await import(moduleUrl)) as ProjectorModule).createProjector();

class ProjectionHost implements ProjectingSession {
  private waiting: Waiting[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** Everything that touches the session runs in this order, one at a time. */
  private turn: Promise<unknown> = Promise.resolve();
  private failed: unknown = null;
  private readonly db: Kysely<Database>;

  constructor(
    private readonly session: LocalSession,
    private readonly projector: Projector,
    private readonly options: ProjectionOptions,
  ) {
    this.db = new Kysely<Database>({ dialect: new PgliteDialect(session) });
  }

  record(seq: number, text: string): Promise<void> {
    if (this.failed !== null) return Promise.reject(this.failed);
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ seq, text, resolve, reject });
      if (this.waiting.length >= this.options.maxRecords) this.schedule(0);
      else if (this.waiting.length === 1) this.schedule(this.options.delayMs);
    });
  }

  query<R>(sql: string, params: readonly unknown[]) {
    return this.inTurn(() => this.session.query<R>(sql, params));
  }

  script(statements: ScriptStatement[], commit: boolean) {
    return this.inTurn(() => this.session.script(statements, commit));
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.inTurn(() => this.session.close());
  }

  /** Runs a request of someone else's after the records taken before it (see the barrier above). */
  private inTurn<T>(request: () => Promise<T>): Promise<T> {
    return this.run(async () => {
      await this.catchUp();
      return request();
    });
  }

  private run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.turn.then(task, task);
    this.turn = result.catch(() => undefined);
    return result;
  }

  private schedule(delayMs: number) {
    if (this.timer) {
      if (delayMs > 0) return;
      clearTimeout(this.timer);
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run(async () => {
        // Someone's transaction is open: the records wait for its end (the next request or try).
        if (this.session.inTransaction()) this.schedule(this.options.delayMs);
        else await this.catchUp();
      });
    }, delayMs);
  }

  private async catchUp(): Promise<void> {
    while (this.waiting.length > 0 && this.failed === null && !this.session.inTransaction()) await this.project(this.waiting.splice(0, this.options.maxRecords));
    if (this.waiting.length > 0 && this.failed === null) this.schedule(this.options.delayMs);
  }

  private async project(records: Waiting[]): Promise<void> {
    try {
      await this.session.query('begin', []);
      const writes = await this.projector.writes(this.db, records.map((r) => r.text));
      for (const copy of writes.copies) await this.session.copy(copy);
      const statements = writes.statements.map((q) => ({ sql: q.sql, params: q.parameters }));
      statements.push({ sql: SET_PROJECTED, params: [String(records.at(-1)!.seq)] });
      await this.session.script(statements, true);
    } catch (error) {
      if (this.session.inTransaction()) await this.session.query('rollback', []).catch(() => undefined);
      this.failed = error;
      for (const r of [...records, ...this.waiting.splice(0)]) r.reject(error);
      return;
    }
    for (const r of records) r.resolve();
  }
}

/** Hosts the journal's projection on a session of this thread (PGlite's worker, or the server's thread). */
export const hostProjection = (session: LocalSession, projector: Projector, options: ProjectionOptions = DEFAULT_PROJECTION): ProjectingSession =>
  new ProjectionHost(session, projector, options);
