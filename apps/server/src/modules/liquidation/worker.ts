// modules/liquidation/: the one liquidation worker every leveraged product shares (issue 22 part 5,
// issue 23 part 6). One timer (LIQUIDATION_TICK_MS; 0: only when a test or a caller drives it) and
// one queue: a pass over contract positions and a pass over margin accounts never run at the same
// time, so two liquidations never race for the same books, the same member's funds or the same
// insurance of the ledger, and a pass still running when the timer fires is not doubled. A failed
// sweep is logged and the next tick tries again; it does not stop the other products' sweeps.
//
// Each product is a desk with its own knowledge of what is at risk and its own rules for closing
// it: modules/futures/liquidator.ts (an index of positions by liquidation price, read against the
// marks) and modules/margin/liquidation.ts (every account with debt valued at the index). A desk
// may be swept every few ticks instead of every one (everyTicks): the margin desk values every
// account with debt, a full read that need not run every second.
export interface LiquidationDesk<T = unknown> {
  readonly name: string;
  /** Ticks between the timer's sweeps of this desk (1 or absent: every tick). */
  readonly everyTicks?: number;
  sweep(): Promise<T>;
}

export interface LiquidationWorkerOptions {
  /** Milliseconds between ticks; 0 or less: no timer. */
  tickMs: number;
  log: { error(obj: object, msg?: string): void; warn?(obj: object, msg?: string): void };
  /**
   * A sweep still running after this long is logged (once per sweep, with its desk): the queue is
   * one, so a sweep that never ends holds every desk's next pass, and nothing else would say so.
   */
  slowSweepMs?: number;
}

const SLOW_SWEEP_MS = 30_000;

export const createLiquidationWorker = (options: LiquidationWorkerOptions) => {
  const desks: Array<{ desk: LiquidationDesk; since: number }> = [];
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let timer: NodeJS.Timeout | undefined;

  /** Runs work after everything queued before it; its own failure is the caller's to see. */
  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    pending++;
    const result = queue.then(work);
    queue = result
      .catch(() => undefined)
      .finally(() => {
        pending--;
      });
    return result;
  };

  /** A desk's sweep, told of when it runs past slowSweepMs. */
  const watched = async <T>(desk: LiquidationDesk<T>): Promise<T> => {
    const started = Date.now();
    const watch = setTimeout(() => {
      (options.log.warn ?? options.log.error).call(options.log, { desk: desk.name, ms: Date.now() - started }, 'liquidation sweep still running; every desk waits for it');
    }, options.slowSweepMs ?? SLOW_SWEEP_MS);
    watch.unref();
    try {
      return await desk.sweep();
    } finally {
      clearTimeout(watch);
    }
  };

  /** One timer tick: every desk that is due, in the order they were added. */
  const pass = async (): Promise<void> => {
    for (const entry of desks) {
      entry.since++;
      if (entry.since < Math.max(1, entry.desk.everyTicks ?? 1)) continue;
      entry.since = 0;
      try {
        await watched(entry.desk);
      } catch (error) {
        options.log.error({ err: error, desk: entry.desk.name }, 'liquidation sweep failed; tried again at the next tick');
      }
    }
  };

  return {
    /** Adds a product's desk; the timer sweeps it from the next tick. */
    add(desk: LiquidationDesk): void {
      desks.push({ desk, since: 0 });
    },

    /** Sweeps one desk now, after any pass still running (tests, a caller that cannot wait a tick). */
    sweep<T>(desk: LiquidationDesk<T>): Promise<T> {
      return enqueue(() => watched(desk));
    },

    /** One pass over the desks that are due, after any pass still running. */
    tick(): Promise<void> {
      return enqueue(pass);
    },

    start(): void {
      if (options.tickMs <= 0 || timer) return;
      timer = setInterval(() => {
        if (pending === 0) void enqueue(pass);
      }, options.tickMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await queue;
    },
  };
};

export type LiquidationWorker = ReturnType<typeof createLiquidationWorker>;
