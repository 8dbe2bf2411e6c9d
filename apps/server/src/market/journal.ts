// Group commit. Every accepted order, trade and cancel is durable before anyone is answered, but
// not one write each: work queued while a batch is written goes into the next batch, in queue
// order, so a busy market pays per batch rather than per order.
//
// Where a batch becomes durable:
// - On PGlite (the embedded default) in the journal's log (db/journalLog.ts): the batch's rows and
//   ledger moves are gathered in memory (batchRows.ts, journalRecord.ts), appended to the log file
//   as one record, and the batch is answered. The rows reach the tables a moment later, many
//   batches a transaction (projection.ts, hosted beside the database by db/projectionHost.ts,
//   which lets nobody read before them). A statement on PGlite costs a millisecond or so however
//   few rows it has, so an answer that waited for its own batch's transaction paid for small
//   ones, and the batch size that keeps answers quick was the one that made them dear; now the
//   tables get few large transactions and an answer waits for one file write.
// - On PostgreSQL, and for work that must read or write through the database inside its batch
//   (append with { connection: true }: arming the exits of take-profit/stop-loss orders reads the
//   batch's rows), in one transaction on one connection, in (usually) one round trip: the rows,
//   the ledger's writes and the commit go out as one script (write below). On PGlite such a batch
//   is written behind the log's records (the projection's barrier), and nothing is appended to
//   the log until it has committed.
//
// Ledger moves ride along as staged transfers (ledger/funds.ts): checked and counted in memory
// when the work is queued, written with the batch, and confirmed to the ledger's memory once
// durable.
//
// The matching engine has already applied the work in memory when it is queued. If a batch
// cannot be made durable, or the log's rows cannot be written into the tables, memory and
// database disagree, and the only safe state is the database and its log: the journal calls
// onFatal (the server exits and rebuilds the books from them on restart).
import { CompiledQuery, type Kysely } from 'kysely';
import { runScript } from '../db/script.ts';
import type { Database } from '../db/schema.ts';
import { journalLogOf, runsOnThisThread, type Db } from '../db/index.ts';
import type { JournalLog } from '../db/journalLog.ts';
import type { Ledger, StagedTransfer } from '../ledger/index.ts';
import { BatchRows } from './batchRows.ts';
import { encodeRecord } from './journalRecord.ts';

/** The connection a batch is written on, inside its transaction (not a kysely Transaction: the journal begins and commits itself). */
export type JournalConnection = Kysely<Database>;

/**
 * Work of one journal item: rows gathered in `rows` for the batch's multi-row writes, and, where
 * the batch is written through a connection, statements of its own on `trx` (null when the batch
 * goes to the log: an item that needs the connection says so when appended).
 */
export type JournalWork = (trx: JournalConnection | null, rows: BatchRows) => Promise<void>;

/** Work that reads or writes through the batch's connection (append with { connection: true }). */
export type ConnectionWork = (trx: JournalConnection, rows: BatchRows) => Promise<void>;

interface Pending {
  work: JournalWork;
  staged: StagedTransfer[];
  connection: boolean;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface JournalOptions {
  /** Largest number of work items in one batch. */
  maxBatch?: number;
  onFatal: (error: unknown) => void;
  /** Writes and confirms the staged transfers that come with the work. */
  ledger?: Pick<Ledger, 'stagedWrites' | 'settleStaged'>;
}

/**
 * Logged batches not yet in the tables at most before the next waits (db/journalLog.ts): a few
 * seconds of a full load, so a pause of the projection is absorbed, while a load it cannot keep
 * up with slows the answers rather than growing the log without end.
 */
export const MAX_BACKLOG = 1000;

const BEGIN = CompiledQuery.raw('begin');
const ROLLBACK = CompiledQuery.raw('rollback');

type Failure = { error: unknown } | null;

const answer = (batch: Pending[], failure: Failure) => {
  for (const item of batch) {
    if (failure === null) item.resolve();
    else item.reject(failure.error);
  }
};

export class Journal {
  private queue: Pending[] = [];
  private flushing = false;
  private readonly log: JournalLog | undefined;
  private closed = false;
  private idle: Array<() => void> = [];
  /**
   * The log's rows could not be written into the tables. A field, not a closure made in logNext:
   * that closure would share logNext's scope, and with it the batch (every order's input, events
   * and staged ledger moves), until the projection settles 50 to 150 ms later. Kept that long,
   * each order's objects outlived two scavenges and were promoted to the old generation.
   */
  private readonly projectionFailed = (error: unknown) => this.options.onFatal(error);
  /** Batches made durable and items in them, for tests and benchmarks. */
  readonly stats = { batches: 0, items: 0 };

  /** PGlite without its worker runs on this thread; a database server or PGlite's worker runs beside it (see flush). */
  private readonly databaseOnThisThread: boolean;

  constructor(
    private readonly db: Db,
    private readonly options: JournalOptions,
  ) {
    this.databaseOnThisThread = runsOnThisThread(db);
    this.log = journalLogOf(db);
  }

  /** Resolves when the work (and the staged transfers that come with it) is durable. */
  append(work: JournalWork, staged?: StagedTransfer[]): Promise<void>;
  append(work: ConnectionWork, staged: StagedTransfer[], options: { connection: true }): Promise<void>;
  append(work: JournalWork | ConnectionWork, staged: StagedTransfer[] = [], options: { connection?: boolean } = {}): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The journal is closed'));
    if (staged.length > 0 && !this.options.ledger) return Promise.reject(new Error('This journal has no ledger for staged transfers'));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ work: work as JournalWork, staged, connection: options.connection === true, resolve, reject });
      if (!this.flushing) this.schedule();
    });
  }

  private get busy(): boolean {
    return this.flushing || this.queue.length > 0;
  }

  /** Waits until everything queued so far is durable. */
  async drain(): Promise<void> {
    if (!this.busy) return;
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
    setImmediate(() => void (this.log ? this.logNext(this.log) : this.flush()));
  }

  private takeBatch(): { batch: Pending[]; staged: StagedTransfer[] } {
    const batch = this.queue.splice(0, this.options.maxBatch ?? 500);
    return { batch, staged: batch.flatMap((item) => item.staged) };
  }

  /** A batch is durable (failure null) or cannot be: the ledger's memory learns which, and a failure stops the server. */
  private settle(batch: Pending[], staged: StagedTransfer[], failure: Failure) {
    this.options.ledger?.settleStaged(staged, failure === null);
    if (failure === null) {
      this.stats.batches++;
      this.stats.items += batch.length;
    } else this.options.onFatal(failure.error);
  }

  /**
   * The next batch on a database with a log: its record appended to the log, or, when an item
   * needs the connection, written through it as a transaction. Answered at once either way.
   */
  private async logNext(log: JournalLog): Promise<void> {
    await log.whenBacklogBelow(MAX_BACKLOG);
    const { batch, staged } = this.takeBatch();
    let failure: Failure = null;
    try {
      if (batch.some((item) => item.connection)) await this.db.connection().execute((connection) => this.write(connection, batch, staged));
      else {
        const rows = new BatchRows();
        for (const item of batch) await item.work(null, rows);
        log.append(encodeRecord(rows, staged)).catch(this.projectionFailed);
      }
    } catch (error) {
      failure = { error };
    }
    this.settle(batch, staged, failure);
    answer(batch, failure);
    this.flushing = false;
    if (this.queue.length > 0) this.schedule();
    else for (const resolve of this.idle.splice(0)) resolve();
  }

  /**
   * One batch, in one transaction on one connection, in (usually) one round trip: begin is sent
   * without waiting for its answer (the connection runs statements in the order sent), the work
   * items gather their rows (a few read on the way), and the rows, the ledger's writes and the
   * commit go out as one script (db/script.ts). A failure anywhere rolls the whole batch back.
   */
  private async write(connection: JournalConnection, batch: Pending[], staged: StagedTransfer[]): Promise<void> {
    const begun = connection.executeQuery(BEGIN);
    // Its failure is read with the commit's; until then it must not count as unhandled.
    begun.catch(() => undefined);
    try {
      const rows = new BatchRows();
      for (const item of batch) await item.work(connection, rows);
      const writes = [...rows.take(connection), ...(staged.length > 0 ? await this.options.ledger!.stagedWrites(connection, staged) : [])];
      await Promise.all([begun, runScript(connection, writes, { commit: true })]);
    } catch (error) {
      await begun.catch(() => undefined);
      await connection.executeQuery(ROLLBACK).catch(() => undefined);
      throw error;
    }
  }

  /** The next batch on a database without a log (PostgreSQL): written through a connection, then answered. */
  private async flush(): Promise<void> {
    const { batch, staged } = this.takeBatch();
    let failure: Failure = null;
    try {
      await this.db.connection().execute((connection) => this.write(connection, batch, staged));
    } catch (error) {
      failure = { error };
    }
    this.settle(batch, staged, failure);
    if (this.queue.length === 0) {
      this.flushing = false;
      answer(batch, failure);
      for (const resolve of this.idle.splice(0)) resolve();
      return;
    }
    if (this.databaseOnThisThread) {
      // PGlite works on this thread: answer first, or the answers would wait for the next batch.
      answer(batch, failure);
      this.schedule();
      return;
    }
    // A database server or thread: send the next batch (queued meanwhile) before answering this one, so the
    // database works on it while this thread writes the answers (about 40 µs each).
    void this.flush();
    setImmediate(() => answer(batch, failure));
  }
}
