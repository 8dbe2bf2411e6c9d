// History back-fill: a month or more of plausible 1m bars for a market that has just been listed
// on a fresh database, so charts have a past. Deterministic for a seed, so every restart and every
// test sees the same history. Generated, not traded: no order, trade or balance stands behind it.
//
// A contract's history follows its index (basis.ts): given the back-filled 1m bars of the spot
// market of its base, each minute's price is that bar's close times one plus the basis of the
// contract's own walk, the rule the live simulator trades by; so the history ends where live
// trading starts, beside the spot chart, instead of wherever an independent walk had drifted.
//
// The walk is floating point (see pricePath.ts); every value is rounded to whole ticks and lots at
// once, and all that leaves this file is exact decimal strings.
import type { KlineBar } from '@exchange/contract';
import { bucketStart } from './klines.ts';
import { PricePath, YEAR_MS } from './pricePath.ts';
import { createRandom } from './random.ts';
import { formatScaled } from './scales.ts';
import { withBasis } from './basis.ts';

const MINUTE = 60_000;
/** Spread of the per-minute volume noise (log-normal), and its mean correction exp(-s²/2). */
const VOLUME_SPREAD = 0.5;

export interface BackfillParams {
  seed: number;
  startPrice: string;
  volatility: number;
  priceScale: number;
  amountScale: number;
  /** Typical 24 h volume in the base coin. */
  baseDailyVolume: string;
  /** Bars whose open time t satisfies from ≤ t < to are generated. */
  from: number;
  to: number;
  /** Reference the walk drifts back to; the start price unless given. */
  anchorPrice?: string;
  /** A contract's index history (the spot market's 1m bars over the same range): the price is its close plus the basis. */
  indexBars?: readonly KlineBar[];
}

/**
 * Highest log price of a Brownian bridge from a to b with variance v over the bar: the exact
 * distribution, P(max > m) = exp(-2(m - a)(m - b) / v), sampled by inversion from u in (0, 1].
 * The lowest is the same with the signs turned. So wicks look like a continuously traded minute at
 * the cost of one uniform each, rather than simulating ticks inside the bar.
 */
const bridgeExtreme = (a: number, b: number, variance: number, u: number, sign: 1 | -1): number =>
  (a + b + sign * Math.sqrt((b - a) ** 2 - 2 * variance * Math.log(u))) / 2;

/** 1m bars, oldest first; each opens at the previous close, as a continuously traded market does. */
export const backfillBars = (params: BackfillParams): KlineBar[] => {
  const { seed, startPrice, volatility, priceScale, amountScale } = params;
  const path = new PricePath(seed, startPrice, volatility, priceScale, params.anchorPrice ?? startPrice);
  // Its own stream (a different seed), so wicks and volume leave the price path unchanged.
  const random = createRandom(seed ^ 0x5bd1e995);
  const tick = 10 ** priceScale;
  const toTicks = (price: number) => Math.max(1, Math.round(price * tick));
  const meanLots = (Number(params.baseDailyVolume) * 10 ** amountScale) / 1440;
  const minuteVariance = (volatility * volatility * MINUTE) / YEAR_MS;

  const bars: KlineBar[] = [];
  const first = bucketStart('1m', params.from);
  // Without an index the walk is the price; with one, the price is the index's plus the walk's basis.
  const listing = Number(params.anchorPrice ?? startPrice);
  const indexClose = new Map((params.indexBars ?? []).map((b) => [b.time, Number(b.close)]));
  let lastIndex = params.indexBars && params.indexBars.length > 0 ? Number(params.indexBars[0]!.open) : null;
  const priceAt = (time: number, own: number): number => {
    if (lastIndex === null) return own;
    // A minute the index lacks (its range was cut a moment apart) keeps the index's last close.
    lastIndex = indexClose.get(time) ?? lastIndex;
    return withBasis(lastIndex, own, listing);
  };
  let logOpen = Math.log(priceAt(Number.NaN, path.advance(0)));
  let open = toTicks(Math.exp(logOpen));
  let openText = formatScaled(open, priceScale);
  const text = (ticks: number) => (ticks === open ? openText : formatScaled(ticks, priceScale));
  for (let time = first < params.from ? first + MINUTE : first; time < params.to; time += MINUTE) {
    const logClose = Math.log(priceAt(time, path.advance(MINUTE)));
    const close = toTicks(Math.exp(logClose));
    // Rounding to ticks may put a wick inside the body; the body bounds it.
    const high = Math.max(open, close, toTicks(Math.exp(bridgeExtreme(logOpen, logClose, minuteVariance, 1 - random.next(), 1))));
    const low = Math.min(open, close, toTicks(Math.exp(bridgeExtreme(logOpen, logClose, minuteVariance, 1 - random.next(), -1))));
    // Busy minutes move the price: volume grows with the size of the move (mean factor ≈ 1).
    const move = minuteVariance > 0 ? Math.abs(logClose - logOpen) / Math.sqrt(minuteVariance) : 0.8;
    const noise = Math.exp(VOLUME_SPREAD * random.normal() - (VOLUME_SPREAD * VOLUME_SPREAD) / 2);
    const lots = Math.min(Number.MAX_SAFE_INTEGER, Math.max(1, Math.round(meanLots * noise * (0.5 + 0.63 * move))));
    // Turnover at the bar's typical price: the trades behind a bar are not known, only its range.
    const typical = Math.round((open + high + low + close) / 4);
    const turnover = typical * lots <= Number.MAX_SAFE_INTEGER ? typical * lots : BigInt(typical) * BigInt(lots);
    const closeText = text(close);
    bars.push({
      interval: '1m',
      time,
      open: openText,
      high: text(high),
      low: text(low),
      close: closeText,
      amount: formatScaled(lots, amountScale),
      vol: formatScaled(turnover, priceScale + amountScale),
    });
    [logOpen, open, openText] = [logClose, close, closeText];
  }
  return bars;
};
