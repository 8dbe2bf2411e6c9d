// A background job that runs on a timer and on demand, one run at a time: an operator's "run it
// now" and the timer's run queue rather than overlap (savings interest, invite rebates).
export interface JobLog {
  error(obj: object, msg: string): void;
}

export const serialJob = <T>(name: string, run: (now: number) => Promise<T>, opts: { everyMs: number; log: JobLog; clock?: () => number }) => {
  const clock = opts.clock ?? Date.now;
  let last: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  const now = (at = clock()): Promise<T> => {
    const next = last.then(() => run(at));
    last = next.catch(() => undefined);
    return next;
  };
  return {
    run: now,
    start() {
      timer = setInterval(() => {
        now().catch((err: unknown) => opts.log.error({ err }, `${name} failed`));
      }, opts.everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await last;
    },
  };
};
