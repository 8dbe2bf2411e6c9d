// Paging older k-line history as the user scrolls to the left edge: one request at a time, never the
// same page twice, and none after the server has run out (a page shorter than asked for).
import type { Candle } from '../../../api/market.ts';

export class HistoryPager {
  private inFlight = false;
  private exhausted = false;
  private asked = new Set<number>();

  constructor(
    private readonly load: (endTime: number, limit: number) => Promise<Candle[]>,
    private readonly pageSize: number,
  ) {}

  get done(): boolean {
    return this.exhausted;
  }

  /** The page of bars opening before `oldestTime`, or null when one is loading, done, or already asked for. */
  older(oldestTime: number): Promise<Candle[]> | null {
    if (this.inFlight || this.exhausted || this.asked.has(oldestTime)) return null;
    this.inFlight = true;
    this.asked.add(oldestTime);
    return this.load(oldestTime, this.pageSize).then(
      (bars) => {
        this.inFlight = false;
        if (bars.length < this.pageSize) this.exhausted = true;
        return bars;
      },
      (error: unknown) => {
        this.inFlight = false;
        // A failed page may be asked for again on the next scroll.
        this.asked.delete(oldestTime);
        throw error;
      },
    );
  }

  /** The first page was short: there is nothing older to ask for. */
  markDone(): void {
    this.exhausted = true;
  }
}
