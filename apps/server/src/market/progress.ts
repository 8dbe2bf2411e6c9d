// A line now and then about long start-up work (the first start's k-line back-fill, about a minute
// on a slow machine), so the wait does not look like a hang: the first report at once, then at
// most one every `everyMs`, whatever the number of steps.
import { performance } from 'node:perf_hooks';

export class ProgressLog {
  private last = -Infinity;

  constructor(
    private readonly log: { info(msg: string): void },
    private readonly everyMs = 2000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** `message` is made only for a line that is written. */
  report(message: () => string): void {
    const at = this.clock();
    if (at - this.last < this.everyMs) return;
    this.last = at;
    this.log.info(message());
  }
}
