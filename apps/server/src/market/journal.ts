// Group commit. Every accepted order, trade and cancel is written to the database before anyone
// is answered, but not one transaction each: work queued while a flush runs goes into the next
// flush, in one transaction, in queue order. So a busy market costs one commit per batch, and a
// batch's writes go out as one script with its commit (write below): one round trip.
//
// Ledger moves ride along as staged transfers (ledger/funds.ts): checked and counted in memory
// when the work is queued, written for the whole batch in one round of statements at the end of
// the transaction, and confirmed to the ledger's memory once committed.
//
// The matching engine has already applied the work in memory when it is queued. If a commit
// fails, memory and database disagree, and the only safe state is the database: the journal calls
// onFatal (the server exits and rebuilds the books from the journal on restart).
import { CompiledQuery, type Kysely } from 'kysely';
import { runScript } from '../db/script.ts';
import type { Database } from '../db/schema.ts';
import { hasOneConnection, type Db } from '../db/index.ts';
import type { Ledger, StagedTransfer } from '../ledger/index.ts';
import { BatchRows } from './batchRows.ts';

/** The connection a batch is written on, inside its transaction (not a kysely Transaction: the journal begins and commits itself). */
export type JournalConnection = Kysely<Database>;

/** Work of one journal item: direct statements on `trx`, or rows gathered in `rows` for the batch's multi-row writes. */
export type JournalWork = (trx: JournalConnection, rows: BatchRows) => Promise<void>;

interface Pending {
  work: JournalWork;
  staged: StagedTransfer[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface JournalOptions {
  /** Largest number of work items in one transaction. */
  maxBatch?: number;
  onFatal: (error: unknown) => void;
  /** Writes and confirms the staged transfers that come with the work. */
  ledger?: Pick<Ledger, 'stagedWrites' | 'settleStaged'>;
}

export class Journal {
  private queue: Pending[] = [];
  private flushing = false;
  private closed = false;
  private idle: Array<() => void> = [];
  /** Batches committed and items in them, for tests and benchmarks. */
  readonly stats = { batches: 0, items: 0 };

  /** PGlite runs on this thread; a database server runs beside it (see flush). */
  private readonly databaseOnThisThread: boolean;

  constructor(
    private readonly db: Db,
    private readonly options: JournalOptions,
  ) {
    this.databaseOnThisThread = hasOneConnection(db);
  }

  /** Resolves when the work (and the staged transfers that come with it) is committed. */
  append(work: JournalWork, staged: StagedTransfer[] = []): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The journal is closed'));
    if (staged.length > 0 && !this.options.ledger) return Promise.reject(new Error('This journal has no ledger for staged transfers'));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ work, staged, resolve, reject });
      if (!this.flushing) this.schedule();
    });
  }

  /** Waits until everything queued so far is committed. */
  async drain(): Promise<void> {
    if (!this.flushing && this.queue.length === 0) return;
    await new Promise<void>((resolve) => this.idle.push(resolve));
  }

  /** Memory no longer matches what can be committed (a bug, not bad input): stop, as a failed commit does. */
  fail(error: unknown): void {
    this.options.onFatal(error);
  }

  async close(): Promise<void> {
    await this.drain();
    this.closed = true;
  }

  private schedule() {
    this.flushing = true;
    // setImmediate lets every order of the current event-loop turn join the batch.
    setImmediate(() => void this.flush());
  }

  /**
   * One batch, in one transaction on one connection, in (usually) one round trip: begin is sent
   * without waiting for its answer (the connection runs statements in the order sent), the work
   * items gather their rows (a few read on the way), and the rows, the ledger's writes and the
   * commit go out as one script (db/script.ts). A failure anywhere rolls the whole batch back.
   */
  private async write(connection: JournalConnection, batch: Pending[], staged: StagedTransfer[]): Promise<void> {
    const begun = connection.executeQuery(CompiledQuery.raw('begin'));
    // Its failure is read below; until then it must not count as unhandled.
    begun.catch(() => undefined);
    try {
      const rows = new BatchRows();
      for (const item of batch) await item.work(connection, rows);
      const writes = [...rows.take(connection), ...(staged.length > 0 ? await this.options.ledger!.stagedWrites(connection, staged) : [])];
      await Promise.all([begun, runScript(connection, writes, { commit: true })]);
    } catch (error) {
      await begun.catch(() => undefined);
      await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
      throw error;
    }
  }

  private async flush(): Promise<void> {
    const batch = this.queue.splice(0, this.options.maxBatch ?? 500);
    const staged = batch.flatMap((item) => item.staged);
    let answer: () => void;
    try {
      await this.db.connection().execute((connection) => this.write(connection, batch, staged));
      this.options.ledger?.settleStaged(staged, true);
      this.stats.batches++;
      this.stats.items += batch.length;
      answer = () => {
        for (const item of batch) item.resolve();
      };
    } catch (error) {
      this.options.ledger?.settleStaged(staged, false);
      answer = () => {
        for (const item of batch) item.reject(error);
      };
      this.options.onFatal(error);
    }
    if (this.queue.length === 0) {
      this.flushing = false;
      answer();
      for (const resolve of this.idle.splice(0)) resolve();
      return;
    }
    if (this.databaseOnThisThread) {
      // PGlite works on this thread: answer first, or the answers would wait for the next batch.
      answer();
      this.schedule();
      return;
    }
    // A database server: send the next batch (queued meanwhile) before answering this one, so the
    // database works on it while this thread writes the answers (about 40 µs each).
    void this.flush();
    setImmediate(answer);
  }
}
