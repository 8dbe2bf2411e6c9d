// The market simulator: bots that keep every market alive by trading through the real engine,
// journal and ledger, from system accounts, so a member's order meets real counterparties.
//
// Per market, a seeded random walk (pricePath.ts) says where the market "wants" to trade. A market
// maker (system owner market_maker) keeps a ladder of limit orders on a price grid around it: the
// grid only moves when the price moves by a whole step, so most ticks change nothing and the book
// is not churned. A taker (system owner simulator) crosses the spread toward the walk with IOC
// orders, which is what makes trades, tickers and klines move. Same seed, same market.
//
// A contract's walk follows its index: the target of BTC/USDT ubw (and of BTC/USD bbw) is the spot
// BTC/USDT walk's latest target times one plus a basis, BASIS_SHARE of the contract's own walk's
// departure from its listing price. Independent walks drifted apart by several percent, which put
// the contract book outside the band its mark price (read from the spot index) admits market
// orders in and would liquidate members on a gap nobody traded; the basis keeps the funding rate
// moving, as it does on a real exchange.
//
// With contract bots (modules/futures/bots.ts, given by exchange.ts), the contract books are quoted
// and taken by system members with real margin and positions, through the futures service; without
// them (tests of the markets alone) the house owners above trade them, holding no margin.
import type { PairConfig } from '@exchange/contract';
import { toUnits, type Ledger, type Owner } from '../ledger/index.ts';
import { createRandom, type Random } from './random.ts';
import { PricePath } from './pricePath.ts';
import { ownFromPrices, withBasis } from './basis.ts';
import { SIM_PROFILE, marketKey, type SimProfile } from './symbols.ts';
import { amountToLots, priceToTicks } from './scales.ts';
import type { MarketHub } from './hub.ts';
import type { SymbolMarket } from './symbolMarket.ts';

export const MARKET_MAKER: Owner = { ownerType: 'system', ownerId: 'market_maker' };
export const TAKER: Owner = { ownerType: 'system', ownerId: 'simulator' };
const LEVELS = 6;
/** A step running this long is logged (tick). */
const SLOW_STEP_MS = 10_000;
/** Grid step as a fraction of the price when the simulator starts: about 0.1 %. */
const STEP = 0.001;
const TICK_MS = 150;
/** Days of typical volume each bot holds per market, so it never runs dry. */
const FUNDING_DAYS = 200n;

interface BotMarket {
  market: SymbolMarket;
  profile: SimProfile;
  path: PricePath;
  pathSeed: number;
  random: Random;
  ladder: Map<number, string>;
  lastTick: number;
  /** The grid's step in ticks, fixed at the first quote so the grid stays put while the price walks. */
  stepTicks?: number;
  /** Where the walk last said the market wants to trade. */
  lastTarget: number;
  /** A contract's index: the spot market of its base in USDT (the first implementation's rule, futures/prices.ts). */
  index?: BotMarket;
}

/** A round step near `ticks` (1, 2 or 5 times a power of ten), at least one tick. */
export const roundStep = (ticks: number): number => {
  if (!(ticks >= 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(ticks));
  const lead = ticks / power;
  return (lead >= 5 ? 5 : lead >= 2 ? 2 : 1) * power;
};

/** Who trades the contract books when they are not the house (modules/futures/bots.ts). */
export interface ContractBots {
  /** False until their accounts exist and are funded: the contract books wait. */
  readonly ready: boolean;
  /** A resting limit order on the side at the price; its id, or null when it was not placed or did not rest. */
  quote(market: SymbolMarket, side: 'buy' | 'sell', priceTicks: number, lots: number): Promise<string | null>;
  cancel(market: SymbolMarket, orderId: string): Promise<void>;
  /** A market order that takes liquidity. */
  take(market: SymbolMarket, side: 'buy' | 'sell', lots: number): Promise<void>;
}

export interface SimulatorDeps {
  hub: MarketHub;
  ledger: Ledger;
  seed: number;
  now: () => number;
  log: { warn(obj: object, msg?: string): void; info(obj: object | string, msg?: string): void };
  /** Where each walk starts (the last back-filled close); defaults to the profile's start price. */
  startPrices?: Map<string, string>;
  /** The contract books' traders; the house when absent. */
  contracts?: ContractBots;
}

export class Simulator {
  private readonly bots: BotMarket[] = [];
  private timer: NodeJS.Timeout | undefined;
  private cursor = 0;
  private walkCursor = 0;
  private orderSeq = 0;
  private busy = false;

  constructor(private readonly deps: SimulatorDeps) {
    deps.hub.all().forEach((market, i) => {
      const profile = SIM_PROFILE[marketKey(market.config.kind, market.config.symbol_name)];
      if (!profile) return;
      const start = deps.startPrices?.get(market.key) ?? profile.startPrice;
      this.bots.push({
        market,
        profile,
        path: new PricePath(deps.seed + i * 7919, start, profile.volatility, market.config.base_coin_scale, profile.startPrice),
        pathSeed: deps.seed + i * 7919,
        random: createRandom(deps.seed * 31 + i),
        ladder: new Map(),
        lastTick: deps.now(),
        lastTarget: Number(start),
      });
    });
    for (const bot of this.bots) {
      const { kind, coin_symbol: base } = bot.market.config;
      if (kind === 'xh') continue;
      bot.index = this.bots.find((other) => other.market.config.kind === 'xh' && other.market.config.symbol_name === `${base}/USDT`);
      // The contract's own walk resumes where its last price over its index's puts it (basis.ts), so the first target is that price.
      if (bot.index) {
        const own = ownFromPrices(bot.lastTarget, bot.index.lastTarget, Number(bot.profile.startPrice));
        bot.path = new PricePath(bot.pathSeed, String(own), bot.profile.volatility, bot.market.config.base_coin_scale, bot.profile.startPrice);
      }
    }
  }

  /** Where a market's bots aim next: its walk, or for a contract its index's walk plus a basis. */
  private target(bot: BotMarket, own: number): number {
    if (!bot.index) return own;
    return withBasis(bot.index.lastTarget, own, Number(bot.profile.startPrice));
  }

  /** Tops the bots' spot accounts up, booked as deposits from outside like any other. */
  async fund(): Promise<void> {
    const need = new Map<string, bigint>();
    for (const bot of this.bots) {
      if (bot.market.config.kind !== 'xh') continue;
      const base = toUnits(bot.profile.baseDailyVolume) * FUNDING_DAYS;
      const quote = (base * toUnits(bot.profile.startPrice)) / 100_000_000n;
      need.set(bot.market.config.coin_symbol, (need.get(bot.market.config.coin_symbol) ?? 0n) + base);
      need.set(bot.market.config.quote_symbol, (need.get(bot.market.config.quote_symbol) ?? 0n) + quote);
    }
    for (const owner of [MARKET_MAKER, TAKER]) {
      for (const [asset, amount] of need) {
        const { available, locked } = await this.deps.ledger.balance(owner, '1', asset);
        if (available + locked >= amount / 2n) continue;
        await this.deps.ledger.deposit({ owner, walletType: '1', asset, amount, ref: `simulator-funding:${asset}` });
      }
    }
  }

  start() {
    if (this.bots.length === 0) return;
    // One market per timer tick, round robin: the load is spread evenly instead of arriving in bursts.
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * An operator's walk (walk-price): every simulated market of the pair's base coin quoted in USDT
   * or USD (the spot market, which is the contracts' index, and its contracts) goes to `target`
   * over `seconds`, its bots quoting and trading toward it as it goes; then the random walk
   * resumes from there. Returns the markets walked.
   */
  walk(symbol: string, target: string, seconds: number): string[] {
    const base = symbol.toUpperCase().split(/[/_]/)[0] ?? '';
    const price = Number(target);
    const walked: string[] = [];
    for (const bot of this.bots) {
      const { config } = bot.market;
      if (config.coin_symbol !== base || (config.quote_symbol !== 'USDT' && config.quote_symbol !== 'USD')) continue;
      bot.path.walkTo(price, seconds * 1000);
      walked.push(bot.market.key);
    }
    return walked;
  }

  /** One step of one market (exposed for tests, which drive the simulator without timers). */
  async tick(): Promise<void> {
    if (this.busy || this.bots.length === 0) return;
    this.busy = true;
    // While an operator's walk is under way, every other tick steps one of the walking markets, so they follow it closely.
    const walking = this.bots.filter((b) => b.path.walking);
    const bot = walking.length > 0 && this.cursor++ % 2 === 0 ? walking[this.walkCursor++ % walking.length]! : this.bots[this.cursor++ % this.bots.length]!;
    // One step at a time: a step that never ends stops every market's bots, which nothing else would say.
    const started = Date.now();
    const watch = setTimeout(() => this.deps.log.warn({ market: bot.market.key, ms: Date.now() - started }, 'simulator step still running; every market waits for it'), SLOW_STEP_MS);
    watch.unref();
    try {
      await this.step(bot);
    } catch (error) {
      this.deps.log.warn({ err: error instanceof Error ? error.message : String(error), market: bot.market.key }, 'simulator step failed');
    } finally {
      clearTimeout(watch);
      this.busy = false;
    }
  }

  private nextId(prefix: string) {
    return `${prefix}-${this.deps.seed}-${Date.now().toString(36)}-${(this.orderSeq++).toString(36)}`;
  }

  private async step(bot: BotMarket) {
    const now = this.deps.now();
    const target = this.target(bot, Number(bot.path.next(now - bot.lastTick)));
    bot.lastTick = now;
    bot.lastTarget = target;
    const { config } = bot.market;
    if (config.kind !== 'xh' && this.deps.contracts && !this.deps.contracts.ready) return;
    await this.requote(bot, config, target);
    if (bot.random.next() < 0.6) await this.take(bot, config, target);
  }

  /** Keeps LEVELS bids and asks on grid prices around the target; changes only what moved. */
  private async requote(bot: BotMarket, config: PairConfig, target: number) {
    const targetTicks = priceToTicks(config, target.toFixed(config.base_coin_scale));
    bot.stepTicks ??= roundStep(targetTicks * STEP);
    const step = bot.stepTicks;
    const center = Math.round(targetTicks / step);
    const wanted = new Map<number, 'buy' | 'sell'>();
    for (let k = 1; k <= LEVELS; k++) {
      wanted.set((center - k) * step, 'buy');
      wanted.set((center + k) * step, 'sell');
    }
    const contracts = config.kind === 'xh' ? undefined : this.deps.contracts;
    for (const [ticks, orderId] of bot.ladder) {
      const live = bot.market.book.order(orderId);
      if (!live || wanted.get(ticks) !== live.side) {
        if (live) await (contracts ? contracts.cancel(bot.market, orderId) : bot.market.cancel(orderId));
        bot.ladder.delete(ticks);
      }
    }
    for (const [ticks, side] of wanted) {
      if (ticks <= 0 || bot.ladder.has(ticks)) continue;
      const lots = this.size(bot, config, 0.002);
      if (contracts) {
        const placed = await contracts.quote(bot.market, side, ticks, lots);
        if (placed && bot.market.book.order(placed)) bot.ladder.set(ticks, placed);
        continue;
      }
      const id = this.nextId('mm');
      const events = await bot.market.place({
        id,
        kind: config.kind,
        symbol: config.symbol_name,
        ownerType: 'system',
        ownerId: MARKET_MAKER.ownerId,
        side,
        orderType: 'limit',
        tif: 'GTC',
        priceTicks: ticks,
        quantityLots: lots,
        fundsNotional: null,
        postOnly: true,
      });
      if (events.some((e) => e.type === 'rested' && e.orderId === id)) bot.ladder.set(ticks, id);
    }
  }

  /** An IOC order toward the walk: it takes liquidity and makes the trades everyone sees. */
  private async take(bot: BotMarket, config: PairConfig, target: number) {
    const bid = bot.market.book.bestBid();
    const ask = bot.market.book.bestAsk();
    const targetTicks = priceToTicks(config, target.toFixed(config.base_coin_scale));
    // Toward the target through whatever side stands in the way. A member's bid above the target
    // leaves the book without asks (the maker's post-only asks would cross it): the taker sells
    // into it, or the price could never walk past a member's order.
    let side: 'buy' | 'sell';
    if (ask !== null && targetTicks >= ask) side = 'buy';
    else if (bid !== null && targetTicks <= bid) side = 'sell';
    else if (bid === null || ask === null) return;
    else side = bot.random.next() < 0.5 ? 'buy' : 'sell';
    if (config.kind !== 'xh' && this.deps.contracts) {
      // A member's market order: it fills from the best price within the band around the mark.
      await this.deps.contracts.take(bot.market, side, this.size(bot, config, 0.0006));
      return;
    }
    const priceTicks = side === 'buy' ? Math.max(ask!, targetTicks) : Math.min(bid!, targetTicks);
    await bot.market.place({
      id: this.nextId('tk'),
      kind: config.kind,
      symbol: config.symbol_name,
      ownerType: 'system',
      ownerId: TAKER.ownerId,
      side,
      orderType: 'limit',
      tif: 'IOC',
      priceTicks,
      quantityLots: this.size(bot, config, 0.0006),
      fundsNotional: null,
    });
  }

  /** Lots around a share of the daily volume, never below the minimum amount. */
  private size(bot: BotMarket, config: PairConfig, share: number) {
    const amount = Number(bot.profile.baseDailyVolume) * share * (0.4 + bot.random.next() * 1.2);
    const min = amountToLots(config, config.min_amount);
    return Math.max(min, amountToLots(config, amount.toFixed(config.coin_coin_scale)), 1);
  }
}
