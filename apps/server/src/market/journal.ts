// Group commit. Every accepted order, trade and cancel is written to the database before anyone
// is answered, but not one transaction each: work queued while a flush runs goes into the next
// flush, in one transaction, in queue order. So a busy market costs one commit per batch, and a
// batch's writes go out as one script with its commit (write below): one round trip.
//
// Ledger moves ride along as staged transfers (ledger/funds.ts): checked and counted in memory
// when the work is queued, written for the whole batch in one round of statements at the end of
// the transaction, and confirmed to the ledger's memory once committed.
//
// On PGlite's worker (db/pgliteThread.ts) the batches are pipelined: the next batch is built and
// sent while the last one still commits, so the worker always has the next batch waiting and this
// thread never waits for it between two batches. Each batch is still its own transaction, answered
// only once committed, and the worker runs them in the order sent; if one fails, the later ones
// of the chain are refused (db/index.ts Pipeline).
//
// The matching engine has already applied the work in memory when it is queued. If a commit
// fails, memory and database disagree, and the only safe state is the database: the journal calls
// onFatal (the server exits and rebuilds the books from the journal on restart).
import { CompiledQuery, type Kysely } from 'kysely';
import { runScript } from '../db/script.ts';
import type { Database } from '../db/schema.ts';
import { pipelineOf, runsOnThisThread, type Db, type Pipeline } from '../db/index.ts';
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

/** Batches sent and not yet committed at most, when pipelined: one committing, one waiting behind it. */
const PIPELINE_DEPTH = 2;

let chains = 0;

const BEGIN = CompiledQuery.raw('begin');
const ROLLBACK = CompiledQuery.raw('rollback');

export class Journal {
  private queue: Pending[] = [];
  private flushing = false;
  /** Pipelined: a batch is being built (batches are built one at a time, in queue order). */
  private building = false;
  /** Pipelined: batches sent and not yet answered. */
  private inFlight = 0;
  private readonly pipeline: Pipeline | undefined;
  private readonly chain = ++chains;
  private closed = false;
  private idle: Array<() => void> = [];
  /** Batches committed and items in them, for tests and benchmarks. */
  readonly stats = { batches: 0, items: 0 };

  /** PGlite without its worker runs on this thread; a database server or PGlite's worker runs beside it (see flush). */
  private readonly databaseOnThisThread: boolean;

  constructor(
    private readonly db: Db,
    private readonly options: JournalOptions,
  ) {
    this.databaseOnThisThread = runsOnThisThread(db);
    this.pipeline = pipelineOf(db);
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

  private get busy(): boolean {
    return this.flushing || this.queue.length > 0 || this.inFlight > 0;
  }

  /** Waits until everything queued so far is committed. */
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
    if (this.pipeline && (this.building || this.inFlight >= PIPELINE_DEPTH)) return;
    this.flushing = true;
    // setImmediate lets every order of the current event-loop turn join the batch.
    setImmediate(() => void (this.pipeline ? this.sendNext() : this.flush()));
  }

  /**
   * One batch, in one transaction on one connection, in (usually) one round trip: begin is sent
   * without waiting for its answer (the connection runs statements in the order sent), the work
   * items gather their rows (a few read on the way), and the rows, the ledger's writes and the
   * commit go out as one script (db/script.ts). A failure anywhere rolls the whole batch back.
   */
  private async write(connection: JournalConnection, batch: Pending[], staged: StagedTransfer[]): Promise<void> {
    const { committed } = await this.transaction(connection, batch, staged, {
      begin: () => connection.executeQuery(BEGIN).then(() => undefined),
      commit: (writes) => runScript(connection, writes, { commit: true }),
    });
    try {
      await committed;
    } catch (error) {
      await connection.executeQuery(ROLLBACK).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Begins, builds the batch's writes and sends them with the commit; resolves once sent, with
   * the commit to wait for. A failure before the commit is sent rolls the batch back here.
   */
  private async transaction(
    connection: JournalConnection,
    batch: Pending[],
    staged: StagedTransfer[],
    steps: { begin: () => Promise<void>; commit: (writes: CompiledQuery[]) => Promise<void> },
  ): Promise<{ committed: Promise<void> }> {
    const begun = steps.begin();
    // Its failure is read with the commit's; until then it must not count as unhandled.
    begun.catch(() => undefined);
    try {
      const rows = new BatchRows();
      for (const item of batch) await item.work(connection, rows);
      const writes = [...rows.take(connection), ...(staged.length > 0 ? await this.options.ledger!.stagedWrites(connection, staged) : [])];
      const committed = steps.commit(writes);
      committed.catch(() => undefined);
      return { committed: Promise.all([begun, committed]).then(() => undefined) };
    } catch (error) {
      await begun.catch(() => undefined);
      await connection.executeQuery(ROLLBACK).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Pipelined: builds the next batch and sends it, holding the connection only while building
   * (begin and the commit script are posted at once; reads on the way run after the batches sent
   * before). Its commit is answered in done(), in the order sent.
   */
  private async sendNext(): Promise<void> {
    const batch = this.queue.splice(0, this.options.maxBatch ?? 500);
    const staged = batch.flatMap((item) => item.staged);
    this.building = true;
    this.inFlight++;
    let sent: { committed: Promise<void> };
    try {
      sent = await this.db.connection().execute((connection) => this.send(connection, batch, staged));
    } catch (error) {
      sent = { committed: Promise.reject(error) };
    }
    this.building = false;
    this.flushing = false;
    sent.committed.then(
      () => this.done(batch, staged, null),
      (error: unknown) => this.done(batch, staged, { error }),
    );
    if (this.queue.length > 0) this.schedule();
  }

  private send(connection: JournalConnection, batch: Pending[], staged: StagedTransfer[]): Promise<{ committed: Promise<void> }> {
    const pipeline = this.pipeline!;
    return this.transaction(connection, batch, staged, {
      begin: () => pipeline.begin(this.chain),
      commit: (writes) => pipeline.commit(writes, this.chain),
    });
  }

  /** Pipelined: a batch's commit (or failure) came back; the next batch goes out before this one is answered. */
  private done(batch: Pending[], staged: StagedTransfer[], failure: { error: unknown } | null) {
    this.inFlight--;
    this.options.ledger?.settleStaged(staged, failure === null);
    if (failure === null) {
      this.stats.batches++;
      this.stats.items += batch.length;
    } else this.options.onFatal(failure.error);
    if (this.queue.length > 0 && !this.flushing && !this.building) {
      this.flushing = true;
      void this.sendNext();
    }
    for (const item of batch) {
      if (failure === null) item.resolve();
      else item.reject(failure.error);
    }
    if (!this.busy) for (const resolve of this.idle.splice(0)) resolve();
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
    // A database server or thread: send the next batch (queued meanwhile) before answering this one, so the
    // database works on it while this thread writes the answers (about 40 µs each).
    void this.flush();
    setImmediate(answer);
  }
}
