// The market simulator: bots that keep every market alive by trading through the real engine,
// journal and ledger, from system accounts, so a member's order meets real counterparties.
//
// Per market, a seeded random walk (pricePath.ts) says where the market "wants" to trade. A market
// maker (system owner market_maker) keeps a ladder of limit orders on a price grid around it: the
// grid only moves when the price moves by a whole step, so most ticks change nothing and the book
// is not churned. A taker (system owner simulator) crosses the spread toward the walk with IOC
// orders, which is what makes trades, tickers and klines move. Same seed, same market.
import type { PairConfig } from '@exchange/contract';
import { toUnits, type Ledger, type Owner } from '../ledger/index.ts';
import { createRandom, type Random } from './random.ts';
import { PricePath } from './pricePath.ts';
import { SIM_PROFILE, marketKey, type SimProfile } from './symbols.ts';
import { amountToLots, priceToTicks } from './scales.ts';
import type { MarketHub } from './hub.ts';
import type { SymbolMarket } from './symbolMarket.ts';

export const MARKET_MAKER: Owner = { ownerType: 'system', ownerId: 'market_maker' };
export const TAKER: Owner = { ownerType: 'system', ownerId: 'simulator' };
const LEVELS = 6;
/** Grid step as a fraction of the price when the simulator starts: about 0.1 %. */
const STEP = 0.001;
const TICK_MS = 150;
/** Days of typical volume each bot holds per market, so it never runs dry. */
const FUNDING_DAYS = 200n;

interface BotMarket {
  market: SymbolMarket;
  profile: SimProfile;
  path: PricePath;
  random: Random;
  ladder: Map<number, string>;
  lastTick: number;
  /** The grid's step in ticks, fixed at the first quote so the grid stays put while the price walks. */
  stepTicks?: number;
}

/** A round step near `ticks` (1, 2 or 5 times a power of ten), at least one tick. */
export const roundStep = (ticks: number): number => {
  if (!(ticks >= 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(ticks));
  const lead = ticks / power;
  return (lead >= 5 ? 5 : lead >= 2 ? 2 : 1) * power;
};

export interface SimulatorDeps {
  hub: MarketHub;
  ledger: Ledger;
  seed: number;
  now: () => number;
  log: { warn(obj: object, msg?: string): void; info(obj: object | string, msg?: string): void };
  /** Where each walk starts (the last back-filled close); defaults to the profile's start price. */
  startPrices?: Map<string, string>;
}

export class Simulator {
  private readonly bots: BotMarket[] = [];
  private timer: NodeJS.Timeout | undefined;
  private cursor = 0;
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
        random: createRandom(deps.seed * 31 + i),
        ladder: new Map(),
        lastTick: deps.now(),
      });
    });
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

  /** One step of one market (exposed for tests, which drive the simulator without timers). */
  async tick(): Promise<void> {
    if (this.busy || this.bots.length === 0) return;
    this.busy = true;
    const bot = this.bots[this.cursor++ % this.bots.length]!;
    try {
      await this.step(bot);
    } catch (error) {
      this.deps.log.warn({ err: error instanceof Error ? error.message : String(error), market: bot.market.key }, 'simulator step failed');
    } finally {
      this.busy = false;
    }
  }

  private nextId(prefix: string) {
    return `${prefix}-${this.deps.seed}-${Date.now().toString(36)}-${(this.orderSeq++).toString(36)}`;
  }

  private async step(bot: BotMarket) {
    const now = this.deps.now();
    const target = Number(bot.path.next(now - bot.lastTick));
    bot.lastTick = now;
    const { config } = bot.market;
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
    for (const [ticks, orderId] of bot.ladder) {
      const live = bot.market.book.order(orderId);
      if (!live || wanted.get(ticks) !== live.side) {
        if (live) await bot.market.cancel(orderId);
        bot.ladder.delete(ticks);
      }
    }
    for (const [ticks, side] of wanted) {
      if (ticks <= 0 || bot.ladder.has(ticks)) continue;
      const lots = this.size(bot, config, 0.002);
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
    if (bid === null || ask === null) return;
    const targetTicks = priceToTicks(config, target.toFixed(config.base_coin_scale));
    const side = targetTicks >= ask ? 'buy' : targetTicks <= bid ? 'sell' : bot.random.next() < 0.5 ? 'buy' : 'sell';
    const priceTicks = side === 'buy' ? Math.max(ask, targetTicks) : Math.min(bid, targetTicks);
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
