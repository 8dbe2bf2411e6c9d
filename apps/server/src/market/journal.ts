// Group commit. Every accepted order, trade and cancel is written to the database before anyone
// is answered, but not one transaction each: work queued while a flush runs goes into the next
// flush, in one transaction, in queue order. So a busy market costs one commit per batch.
//
// The matching engine has already applied the work in memory when it is queued. If a commit
// fails, memory and database disagree, and the only safe state is the database: the journal calls
// onFatal (the server exits and rebuilds the books from the journal on restart).
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Db } from '../db/index.ts';

export type JournalWork = (trx: Transaction<Database>) => Promise<void>;

interface Pending {
  work: JournalWork;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface JournalOptions {
  /** Largest number of work items in one transaction. */
  maxBatch?: number;
  onFatal: (error: unknown) => void;
}

export class Journal {
  private queue: Pending[] = [];
  private flushing = false;
  private closed = false;
  private idle: Array<() => void> = [];
  /** Batches committed and items in them, for tests and benchmarks. */
  readonly stats = { batches: 0, items: 0 };

  constructor(
    private readonly db: Db,
    private readonly options: JournalOptions,
  ) {}

  /** Resolves when the work is committed. */
  append(work: JournalWork): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The journal is closed'));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ work, resolve, reject });
      if (!this.flushing) this.schedule();
    });
  }

  /** Waits until everything queued so far is committed. */
  async drain(): Promise<void> {
    if (!this.flushing && this.queue.length === 0) return;
    await new Promise<void>((resolve) => this.idle.push(resolve));
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

  private async flush(): Promise<void> {
    const batch = this.queue.splice(0, this.options.maxBatch ?? 500);
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const item of batch) await item.work(trx);
      });
      this.stats.batches++;
      this.stats.items += batch.length;
      for (const item of batch) item.resolve();
    } catch (error) {
      for (const item of batch) item.reject(error);
      this.options.onFatal(error);
    }
    if (this.queue.length > 0) {
      this.schedule();
      return;
    }
    this.flushing = false;
    for (const resolve of this.idle.splice(0)) resolve();
  }
}
