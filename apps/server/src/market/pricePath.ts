// The simulator's price path: a random walk, NOT money. Floating point is fine here because the
// walk only proposes where the simulated market trades next; its value becomes a decimal string at
// the market's price scale right away, and from then on only exact arithmetic touches it.
//
// The log price follows an Ornstein–Uhlenbeck process (geometric Brownian motion with a gentle pull
// back to the reference price): pure GBM wanders off over weeks of uptime (a coin at 3 % or 20×
// of its listing price looks broken), while a half-life of about a month leaves short-term moves
// indistinguishable from GBM with the profile's volatility.
import { createRandom, type Random } from './random.ts';

export const YEAR_MS = 365 * 86_400_000;
/** Pull toward the reference per year: half-life ln 2 / 8 ≈ 32 days. */
const REVERSION_PER_YEAR = 8;

export class PricePath {
  private readonly random: Random;
  private readonly anchor: number;
  private readonly minPrice: number;
  private logPrice: number;
  private cached: { dtMs: number; decay: number; spread: number } | null = null;
  /** An operator's walk (walk-price): straight to a target in log price over a time, no noise; the walk resumes from there. */
  private walk: { from: number; to: number; totalMs: number; elapsedMs: number } | null = null;

  /**
   * @param anchorPrice the reference the walk drifts back to; defaults to the start. The live
   *   simulator resumes from the last back-filled close but keeps the listing's reference price.
   */
  constructor(
    seed: number,
    startPrice: string,
    private readonly volatility: number,
    private readonly priceScale: number,
    anchorPrice: string = startPrice,
  ) {
    const start = Number(startPrice);
    const anchor = Number(anchorPrice);
    if (!(start > 0) || !(anchor > 0)) throw new RangeError('Prices must be greater than 0');
    if (!(volatility >= 0)) throw new RangeError('Volatility must not be negative');
    this.random = createRandom(seed);
    this.anchor = Math.log(anchor);
    this.logPrice = Math.log(start);
    this.minPrice = 10 ** -priceScale;
  }

  /** From now on the price goes to `target` evenly (in log price) over `overMs`, then walks on from there. */
  walkTo(target: number, overMs: number): void {
    if (!(target > 0)) throw new RangeError('The target price must be greater than 0');
    if (!(overMs >= 0)) throw new RangeError('The walk takes no negative time');
    this.walk = { from: this.logPrice, to: Math.log(target), totalMs: overMs, elapsedMs: 0 };
  }

  /** Whether an operator's walk is under way. */
  get walking(): boolean {
    return this.walk !== null;
  }

  /** The unrounded price after dtMs more milliseconds (for bulk generation such as back-fill). */
  advance(dtMs: number): number {
    if (this.walk) {
      const walk = this.walk;
      walk.elapsedMs += Math.max(0, dtMs);
      const share = walk.totalMs === 0 ? 1 : Math.min(1, walk.elapsedMs / walk.totalMs);
      this.logPrice = walk.from + (walk.to - walk.from) * share;
      if (share === 1) this.walk = null;
      return Math.max(Math.exp(this.logPrice), this.minPrice);
    }
    // The caller's clock may step back; time never runs backwards for the walk.
    if (dtMs > 0) {
      const { decay, spread } = this.transition(dtMs);
      this.logPrice = this.anchor + (this.logPrice - this.anchor) * decay + spread * this.random.normal();
    }
    return Math.max(Math.exp(this.logPrice), this.minPrice);
  }

  // Exact OU transition, so any step length (a tick or a whole minute) has the right spread.
  // Callers step by the same dt again and again (a timer, back-fill), so the last one is kept.
  private transition(dtMs: number): { decay: number; spread: number } {
    if (this.cached?.dtMs !== dtMs) {
      const decay = Math.exp((-REVERSION_PER_YEAR * dtMs) / YEAR_MS);
      this.cached = { dtMs, decay, spread: this.volatility * Math.sqrt((1 - decay * decay) / (2 * REVERSION_PER_YEAR)) };
    }
    return this.cached;
  }

  /** The price after dtMs, as a decimal string at the market's price scale, at least one tick. */
  next(dtMs: number): string {
    return this.advance(dtMs).toFixed(this.priceScale);
  }
}
