// Where the futures module gets its prices. PnL, margin checks and liquidation figures use the mark
// price; fills use the book. Derived from what the books show now (products.md §1.6, §1.7):
//   index: the risk core's indexPrice over the spot market of the same base quoted in USDT (a
//          coin-margined BTC/USD contract reads BTC/USDT: USDT stands in for USD) — its mid and
//          last, the outlier guard keeping the previous index;
//   mark:  the risk core's markPrice over that index, the contract book's basis (mid − index, one
//          sample), the predicted funding rate and the contract's last trade;
//   funding: premium samples of the contract book against the index (funding.ts takes one every
//          few seconds), their time-weighted average since the last funding time kept as running
//          sums (the mark asks for the rate on every risk figure: O(1), not O(samples)), and the
//          clamped rate of the risk core. Before the first sample of an interval, one taken now (at
//          most a second old).
// Without a spot price the contract's own mid, then its last trade, stand in for the index, so a
// contract is never priced by nothing; with neither, there is no mark and orders are refused.
import { basisAverage, fixed, fundingRate, impactNotional, impactPrice, indexPrice, markPrice, premiumIndex, type BookSide, type Fixed } from '../../risk/index.ts';
import { divRound, FIGURE_DECIMALS, roundTo } from '../../risk/fixed.ts';
import type { MarketHub } from '../../market/hub.ts';

/** Where prices are read: the markets (a lookup, so it can be made before the markets are). */
export type MarketLookup = Pick<MarketHub, 'get'>;
import type { SymbolMarket } from '../../market/symbolMarket.ts';
import { pairOf, ticksToFixed, type ContractPair } from './pair.ts';

export interface MarkSource {
  /** The mark of a contract on the 10^-8 grid, or null when nothing prices it yet. */
  mark(kind: 'ubw' | 'bbw', symbol: string): Fixed | null;
  index(kind: 'ubw' | 'bbw', symbol: string): Fixed | null;
}

export interface FundingSource {
  /** The rate the next funding time applies (a fraction; > 0: longs pay shorts). */
  rate(kind: 'ubw' | 'bbw', symbol: string): Fixed;
  /** Takes a premium sample of the contract now (funding.ts, every few seconds). */
  sample(kind: 'ubw' | 'bbw', symbol: string): void;
  /** A funding time was settled: the next interval's average starts afresh. */
  restart(kind: 'ubw' | 'bbw', symbol: string): void;
  /** The contract's premium sums since its last funding time (for the funding job to store), or null before its first sample. */
  sums(kind: 'ubw' | 'bbw', symbol: string): PremiumSums | null;
  /** Puts back sums stored before a restart, so the average continues (funding.ts). */
  restore(kind: 'ubw' | 'bbw', symbol: string, sums: PremiumSums): void;
  /** Epoch ms of the next funding time after `now`. */
  nextTime(now: number): number;
  readonly intervalMs: number;
}

/** Binance's 8 hours, aligned to UTC midnight (00:00, 08:00, 16:00); FUNDING_INTERVAL_SECONDS changes it. */
export const FUNDING_INTERVAL_MS = 8 * 3_600_000;

/** Running sums of a contract's premium samples since its last funding time (risk/funding.ts timeWeightedAverage, kept incrementally). */
export interface PremiumSums {
  weighted: bigint;
  totalMs: bigint;
  last: { value: Fixed; at: number };
}
/**
 * Before an interval's first sample (or while the book is too thin for one), the rate is estimated
 * from a premium taken on demand, and that estimate stands for up to a second: the mark asks for the
 * rate on every order, each order moves the book, and a premium walks 50 levels a side (a tenth of
 * a contract order's CPU when it was taken every time). The funding job samples only every
 * 5 s, so a second-old estimate is finer than the average it stands in for.
 */
const PREMIUM_ESTIMATE_MS = 1_000;
/** Impact-price levels read from the book for a premium sample. */
const IMPACT_LEVELS = 50;

const bookSide = (pair: ContractPair, levels: ReadonlyArray<readonly [number, number]>): BookSide =>
  levels.map(([price, quantity]) => [ticksToFixed(pair, price), BigInt(quantity) * pair.lot] as const);

const midOf = (market: SymbolMarket, pair: ContractPair): Fixed | null => {
  const bid = market.book.bestBid();
  const ask = market.book.bestAsk();
  if (bid === null || ask === null || bid > ask) return null;
  return divRound(ticksToFixed(pair, bid) + ticksToFixed(pair, ask), 2n, 'half-even');
};

const lastOf = (market: SymbolMarket): Fixed | null => (market.lastPrice === null ? null : fixed(market.lastPrice));

/** A spot book's price in ticks as Fixed. */
const spotPrice = (market: SymbolMarket, ticks: number | null): Fixed | null => (ticks === null ? null : BigInt(ticks) * 10n ** BigInt(18 - market.config.base_coin_scale));

/** What a book shows that a price of it reads: its best bid and ask (ticks) and its last trade. */
interface BookTop {
  bid: number | null;
  ask: number | null;
  last: string | null;
}
const topOf = (market: SymbolMarket): BookTop => ({ bid: market.book.bestBid(), ask: market.book.bestAsk(), last: market.lastPrice });
const sameTop = (a: BookTop | null, b: BookTop | null): boolean => a === b || (a !== null && b !== null && a.bid === b.bid && a.ask === b.ask && a.last === b.last);

/** What a mark is computed from (the premium estimate follows the clock and the book: see rate). */
interface MarkInputs {
  contract: BookTop;
  spot: BookTop | null;
  at: number;
  sums: number;
}

/** The first prices: read from the books on demand. */
export const createBookPrices = (hub: MarketLookup, now: () => number = Date.now, intervalMs: number = FUNDING_INTERVAL_MS): { marks: MarkSource; funding: FundingSource } => {
  if (!(intervalMs > 0)) throw new RangeError('The funding interval must be positive');
  const previousIndex = new Map<string, Fixed>();
  const premiums = new Map<string, PremiumSums>();
  /**
   * premiumNow's last answer per contract, kept while its book (every change moves the engine's
   * sequence) and the index are as they were: before an interval's first sample, and while the book
   * is too thin for one, every mark asks for the premium, which reads 50 levels a side.
   */
  const lastPremium = new Map<string, { seq: number; index: Fixed; premium: Fixed | null; at: number }>();
  /** Moves whenever the premium sums change (a sample, a funding time, a restore): the marks computed before are stale. */
  let sumsVersion = 0;
  /**
   * The last mark per contract and what it was computed from: the best bid, best ask and last price
   * of the contract's and the spot book, the clock and the premium sums. An order asks for the mark
   * three times or more (its checks, its margin, the member's risk) with nothing changed in between,
   * and most orders rest away from the top of the book, which leaves the mark as it was.
   */
  const lastMark = new Map<string, { inputs: MarkInputs; mark: Fixed }>();
  /** The last index per contract and the spot prices and previous index it was computed from. */
  const lastIndex = new Map<string, { spot: BookTop | null; previous: Fixed | null; price: Fixed | null }>();

  const contractMarket = (kind: 'ubw' | 'bbw', symbol: string) => {
    const market = hub.get(kind, symbol);
    return market ? { market, pair: pairOf(market.config) } : null;
  };

  /** The spot index of a contract: the risk core's, or the one it gave for the same prices and previous index. */
  const spotIndex = (pair: ContractPair, spot: SymbolMarket | undefined): Fixed | null => {
    if (!spot) return null;
    const top = topOf(spot);
    const previous = previousIndex.get(pair.key) ?? null;
    const cached = lastIndex.get(pair.key);
    if (cached && cached.previous === previous && sameTop(cached.spot, top)) return cached.price;
    const at = now();
    // The book and the last trade are as of now: the market holds them in memory as they change.
    const { price } = indexPrice({ bestBid: spotPrice(spot, top.bid), bestAsk: spotPrice(spot, top.ask), bookAt: at, lastPrice: lastOf(spot), lastAt: at }, previous, at);
    lastIndex.set(pair.key, { spot: top, previous, price });
    return price;
  };

  const index = (kind: 'ubw' | 'bbw', symbol: string): Fixed | null => {
    const found = contractMarket(kind, symbol);
    if (!found) return null;
    const { market, pair } = found;
    let price = spotIndex(pair, hub.get('xh', `${pair.config.coin_symbol}/USDT`));
    price ??= midOf(market, pair) ?? lastOf(market);
    if (price === null) return null;
    price = roundTo(price, FIGURE_DECIMALS, 'half-even');
    previousIndex.set(pair.key, price);
    return price;
  };

  /**
   * One premium sample of the contract book against the index now; null when either side is too
   * thin. `maxAgeMs`: an answer computed that recently stands even if the book has moved since (the
   * rate before an interval's first sample: see PREMIUM_ESTIMATE_MS).
   */
  const premiumNow = (kind: 'ubw' | 'bbw', symbol: string, maxAgeMs = 0): { pair: ContractPair; premium: Fixed | null } | null => {
    const found = contractMarket(kind, symbol);
    if (!found) return null;
    const { market, pair } = found;
    const at = now();
    const cached = lastPremium.get(pair.key);
    if (cached && at >= cached.at && at - cached.at < maxAgeMs) return { pair, premium: cached.premium };
    const idx = index(kind, symbol);
    if (idx === null) return { pair, premium: null };
    const seq = market.book.lastSeq;
    if (cached && cached.seq === seq && cached.index === idx) {
      cached.at = at;
      return { pair, premium: cached.premium };
    }
    const depth = market.book.depth(IMPACT_LEVELS);
    const notional = impactNotional(pair.spec);
    const premium = premiumIndex(impactPrice(pair.spec, bookSide(pair, depth.bids), notional), impactPrice(pair.spec, bookSide(pair, depth.asks), notional), idx);
    lastPremium.set(pair.key, { seq, index: idx, premium, at });
    return { pair, premium };
  };

  const funding: FundingSource = {
    intervalMs,
    nextTime: (at) => (Math.floor(at / intervalMs) + 1) * intervalMs,
    rate(kind, symbol) {
      const found = contractMarket(kind, symbol);
      if (!found) return 0n;
      const sums = premiums.get(found.pair.key);
      if (sums) {
        const since = BigInt(Math.max(0, now() - sums.last.at));
        const total = sums.totalMs + since;
        const average = total === 0n ? sums.last.value : divRound(sums.weighted + sums.last.value * since, total, 'half-even');
        return fundingRate(found.pair.spec, average);
      }
      return fundingRate(found.pair.spec, premiumNow(kind, symbol, PREMIUM_ESTIMATE_MS)?.premium ?? 0n);
    },
    sample(kind, symbol) {
      sumsVersion++;
      const taken = premiumNow(kind, symbol);
      // A thin book says nothing: the last sample stands until the next one (timeWeightedAverage).
      if (!taken || taken.premium === null) return;
      const at = now();
      const sums = premiums.get(taken.pair.key);
      if (!sums) {
        premiums.set(taken.pair.key, { weighted: 0n, totalMs: 0n, last: { value: taken.premium, at } });
        return;
      }
      const since = BigInt(Math.max(0, at - sums.last.at));
      sums.weighted += sums.last.value * since;
      sums.totalMs += since;
      sums.last = { value: taken.premium, at: Math.max(at, sums.last.at) };
    },
    restart(kind, symbol) {
      sumsVersion++;
      const found = contractMarket(kind, symbol);
      if (found) premiums.delete(found.pair.key);
    },
    sums(kind, symbol) {
      const found = contractMarket(kind, symbol);
      const sums = found ? premiums.get(found.pair.key) : undefined;
      return sums ? { weighted: sums.weighted, totalMs: sums.totalMs, last: { ...sums.last } } : null;
    },
    restore(kind, symbol, sums) {
      sumsVersion++;
      const found = contractMarket(kind, symbol);
      if (found) premiums.set(found.pair.key, { weighted: sums.weighted, totalMs: sums.totalMs, last: { ...sums.last } });
    },
  };

  const marks: MarkSource = {
    index,
    mark(kind, symbol) {
      const found = contractMarket(kind, symbol);
      if (!found) return null;
      const { market, pair } = found;
      const at = now();
      const spot = hub.get('xh', `${pair.config.coin_symbol}/USDT`);
      const inputs: MarkInputs = { contract: topOf(market), spot: spot ? topOf(spot) : null, at, sums: sumsVersion };
      const cached = lastMark.get(pair.key);
      if (cached && cached.inputs.at === at && cached.inputs.sums === inputs.sums && sameTop(cached.inputs.contract, inputs.contract) && sameTop(cached.inputs.spot, inputs.spot)) return cached.mark;
      const idx = index(kind, symbol);
      if (idx === null) return null;
      const mid = midOf(market, pair);
      const mark = markPrice({
        index: idx,
        lastFundingRate: funding.rate(kind, symbol),
        msToFunding: funding.nextTime(at) - at,
        intervalMs: funding.intervalMs,
        basis: basisAverage(mid === null ? [] : [mid - idx]),
        contractPrice: lastOf(market),
      });
      lastMark.set(pair.key, { inputs, mark });
      return mark;
    },
  };
  return { marks, funding };
};
