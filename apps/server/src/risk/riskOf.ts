// Every risk figure of an account in one call: the web shows these and computes none itself, and
// the server enforces the same numbers (the liquidation rule is margin.ts surplusAt ≤ 0).
//
// An account holds, per settlement coin (USDT for ubw, the base coin for bbw), a cross wallet: its
// contract-account balance outside isolated positions, which also carries what open orders reserve.
// Cross positions of a coin share that wallet and each other's PnL; isolated positions stand on
// their own margin alone.
import type { ContractSpec } from './contracts.ts';
import type { Fixed } from './fixed.ts';
import { bankruptcyPrice, liquidationPrice } from './liquidation.ts';
import { addableMargin, contributionAt, isShortOfMargin, maintenanceAt, marginRatio, removableMargin } from './margin.ts';
import { initialMarginAt, notionalAt, pnlAt, roe, type Position } from './pnl.ts';
import { add, figure, of, sign, sub, sum, type Ratio } from './ratio.ts';

export type MarginMode = 'isolated' | 'cross';

export interface PositionInput extends Position {
  readonly contract: ContractSpec;
  readonly leverage: number;
  readonly mode: MarginMode;
  /** Isolated only: the margin held by the position (its isolated wallet balance). */
  readonly isolatedMargin?: Fixed;
}

export interface RiskAccount {
  /** Cross wallet per settlement coin (see above); a coin with positions and no entry counts as 0. */
  readonly wallets: Readonly<Record<string, Fixed>>;
  /** Initial margin reserved by open orders, per settlement coin (part of the wallet). */
  readonly orderMargin?: Readonly<Record<string, Fixed>>;
  readonly positions: readonly PositionInput[];
  /** Mark price per contract key ('ubw:BTC/USDT'). */
  readonly marks: Readonly<Record<string, Fixed>>;
}

export interface PositionRisk {
  readonly key: string;
  readonly mode: MarginMode;
  readonly size: Fixed;
  readonly entryPrice: Fixed;
  readonly markPrice: Fixed;
  /** At the mark: quote coin (linear) or base coin (inverse); to the nearest unit. */
  readonly notional: Fixed;
  readonly unrealisedPnl: Fixed;
  /** Unrealised PnL over the initial margin at entry, as a fraction (0.4 = 40 %). */
  readonly roe: Fixed;
  /** At the mark. */
  readonly initialMargin: Fixed;
  readonly maintenanceMargin: Fixed;
  /** What the position holds: its isolated margin, or its initial margin at the mark for cross. */
  readonly margin: Fixed;
  /** null shows "--": no positive price liquidates it (or every price does: see `liquidatable`). */
  readonly liquidationPrice: Fixed | null;
  readonly bankruptcyPrice: Fixed | null;
  /** Isolated only (null for cross). */
  readonly removableMargin: Fixed | null;
  /** MM / margin balance (margin.ts); the account's cross ratio for a cross position. */
  readonly marginRatio: Fixed | null;
  readonly liquidatable: boolean;
}

export interface CoinRisk {
  readonly coin: string;
  readonly walletBalance: Fixed;
  /** Margin balance of the coin: wallet + isolated margins + every position's unrealised PnL. */
  readonly equity: Fixed;
  /** For new orders: cross wallet + cross PnL − cross initial margin − open orders' margin, at least 0. */
  readonly available: Fixed;
  /** Isolated margins plus cross positions' initial margin. */
  readonly positionMargin: Fixed;
  readonly orderMargin: Fixed;
  readonly unrealisedPnl: Fixed;
  /** Of every position of the coin. */
  readonly maintenanceMargin: Fixed;
  /** Of the cross part: cross MM / (cross wallet + cross PnL). Isolated positions carry their own. */
  readonly marginRatio: Fixed | null;
  /** The cross part is short of margin (there is one and its surplus is ≤ 0). */
  readonly liquidatable: boolean;
  /** Most an isolated position of this coin may be topped up by from the cross wallet. */
  readonly addableMargin: Fixed;
}

export interface AccountRisk {
  /** In the order of the input. */
  readonly positions: readonly PositionRisk[];
  readonly coins: readonly CoinRisk[];
}

interface Figures {
  readonly input: PositionInput;
  readonly mark: Fixed;
  readonly pnl: Ratio;
  readonly maintenance: Ratio;
  readonly initial: Ratio;
}

const validate = (p: PositionInput): void => {
  if (p.size === 0n) throw new RangeError(`${p.contract.key}: a position has a size`);
  if (p.entryPrice <= 0n) throw new RangeError(`${p.contract.key}: a position has a positive entry price`);
  if (!Number.isInteger(p.leverage) || p.leverage < 1) throw new RangeError(`${p.contract.key}: leverage is a whole number ≥ 1`);
  if ((p.mode === 'isolated') !== (p.isolatedMargin !== undefined)) throw new RangeError(`${p.contract.key}: isolated margin belongs to isolated positions`);
};

const figuresOf = (input: PositionInput, marks: RiskAccount['marks']): Figures => {
  validate(input);
  const mark = marks[input.contract.key];
  if (mark === undefined || mark <= 0n) throw new RangeError(`No mark price for ${input.contract.key}`);
  return {
    input,
    mark,
    pnl: pnlAt(input.contract, input, mark),
    maintenance: maintenanceAt(input.contract, input, mark),
    initial: initialMarginAt(input.contract, input.size, mark, input.leverage),
  };
};

/** What the position stands on apart from its own PnL: with the others' MM (liquidation) and without (bankruptcy). */
interface Backing {
  readonly liquidation: Ratio;
  readonly bankruptcy: Ratio;
}

/**
 * A position's figures, each computed when first read and kept: every caller sees the same
 * numbers, but an order's admission reads one or two of them (the coin's available, a close's
 * bankruptcy price), and solving every liquidation and bankruptcy price, ROE and removable margin of
 * every position was a tenth of a contract order's CPU. A class, so the getters are made once, not
 * per position; toJSON gives every figure. (undefined: not computed yet; a figure may be null.)
 */
class LazyPositionRisk implements PositionRisk {
  readonly key: string;
  readonly mode: MarginMode;
  readonly size: Fixed;
  readonly entryPrice: Fixed;
  readonly markPrice: Fixed;
  readonly liquidatable: boolean;
  private notionalFigure: Fixed | undefined;
  private pnlFigure: Fixed | undefined;
  private roeFigure: Fixed | undefined;
  private initialFigure: Fixed | undefined;
  private maintenanceFigure: Fixed | undefined;
  private liquidationFigure: Fixed | null | undefined;
  private bankruptcyFigure: Fixed | null | undefined;
  private removableFigure: Fixed | null | undefined;
  private ratioFigure: Fixed | null | undefined;

  constructor(
    private readonly f: Figures,
    private readonly backing: Backing,
    private readonly marginBalance: Ratio,
    private readonly maintenance: Ratio,
    liquidatable: boolean,
  ) {
    this.key = f.input.contract.key;
    this.mode = f.input.mode;
    this.size = f.input.size;
    this.entryPrice = f.input.entryPrice;
    this.markPrice = f.mark;
    this.liquidatable = liquidatable;
  }

  get notional(): Fixed {
    return (this.notionalFigure ??= figure(notionalAt(this.f.input.contract, this.size, this.markPrice), 'half-even'));
  }
  get unrealisedPnl(): Fixed {
    return (this.pnlFigure ??= figure(this.f.pnl, 'floor'));
  }
  get roe(): Fixed {
    const { input } = this.f;
    return (this.roeFigure ??= roe(input.contract, input, this.markPrice, input.leverage));
  }
  get initialMargin(): Fixed {
    return (this.initialFigure ??= figure(this.f.initial, 'ceil'));
  }
  get maintenanceMargin(): Fixed {
    return (this.maintenanceFigure ??= figure(this.f.maintenance, 'ceil'));
  }
  get margin(): Fixed {
    return this.mode === 'isolated' ? this.f.input.isolatedMargin! : this.initialMargin;
  }
  get liquidationPrice(): Fixed | null {
    if (this.liquidationFigure === undefined) this.liquidationFigure = liquidationPrice(this.f.input.contract, this.f.input, this.backing.liquidation);
    return this.liquidationFigure;
  }
  get bankruptcyPrice(): Fixed | null {
    if (this.bankruptcyFigure === undefined) this.bankruptcyFigure = bankruptcyPrice(this.f.input.contract, this.f.input, this.backing.bankruptcy);
    return this.bankruptcyFigure;
  }
  get removableMargin(): Fixed | null {
    const { input } = this.f;
    if (this.removableFigure === undefined) this.removableFigure = this.mode === 'isolated' ? removableMargin(input.contract, input, input.isolatedMargin!, this.markPrice, input.leverage) : null;
    return this.removableFigure;
  }
  get marginRatio(): Fixed | null {
    if (this.ratioFigure === undefined) this.ratioFigure = marginRatio(this.maintenance, this.marginBalance);
    return this.ratioFigure;
  }

  toJSON(): PositionRisk {
    const { key, mode, size, entryPrice, markPrice, notional, unrealisedPnl, roe, initialMargin, maintenanceMargin, margin, liquidationPrice, bankruptcyPrice, removableMargin, marginRatio, liquidatable } = this;
    return { key, mode, size, entryPrice, markPrice, notional, unrealisedPnl, roe, initialMargin, maintenanceMargin, margin, liquidationPrice, bankruptcyPrice, removableMargin, marginRatio, liquidatable };
  }
}

interface CoinParts {
  readonly coin: string;
  readonly wallet: Fixed;
  readonly orderMargin: Fixed;
  readonly available: Fixed;
  readonly crossShort: boolean;
  readonly crossBalance: Ratio;
  readonly crossMaintenance: Ratio;
  readonly crossInitial: Ratio;
  /** The coin's positions, and its isolated ones. */
  readonly mine: readonly Figures[];
  readonly isolated: readonly Figures[];
}

/** A coin's figures: what an order's admission reads (available) at once, the rest when read, as LazyPositionRisk. */
class LazyCoinRisk implements CoinRisk {
  readonly coin: string;
  readonly walletBalance: Fixed;
  readonly available: Fixed;
  readonly orderMargin: Fixed;
  readonly liquidatable: boolean;
  private equityFigure: Fixed | undefined;
  private positionMarginFigure: Fixed | undefined;
  private pnlFigure: Fixed | undefined;
  private maintenanceFigure: Fixed | undefined;
  private ratioFigure: Fixed | null | undefined;
  private addableFigure: Fixed | undefined;

  constructor(private readonly parts: CoinParts) {
    this.coin = parts.coin;
    this.walletBalance = parts.wallet;
    this.available = parts.available;
    this.orderMargin = parts.orderMargin;
    this.liquidatable = parts.crossShort;
  }

  private get isolatedMargins(): Fixed {
    return this.parts.isolated.reduce((total, f) => total + f.input.isolatedMargin!, 0n);
  }
  get equity(): Fixed {
    return (this.equityFigure ??= figure(add(of(this.walletBalance + this.isolatedMargins), sum(this.parts.mine.map((f) => f.pnl))), 'floor'));
  }
  get positionMargin(): Fixed {
    return (this.positionMarginFigure ??= figure(add(of(this.isolatedMargins), this.parts.crossInitial), 'ceil'));
  }
  get unrealisedPnl(): Fixed {
    return (this.pnlFigure ??= figure(sum(this.parts.mine.map((f) => f.pnl)), 'floor'));
  }
  get maintenanceMargin(): Fixed {
    return (this.maintenanceFigure ??= figure(sum(this.parts.mine.map((f) => f.maintenance)), 'ceil'));
  }
  get marginRatio(): Fixed | null {
    if (this.ratioFigure === undefined) this.ratioFigure = marginRatio(this.parts.crossMaintenance, this.parts.crossBalance);
    return this.ratioFigure;
  }
  get addableMargin(): Fixed {
    return (this.addableFigure ??= addableMargin(this.walletBalance, this.orderMargin, this.parts.crossMaintenance, this.available));
  }

  toJSON(): CoinRisk {
    const { coin, walletBalance, equity, available, positionMargin, orderMargin, unrealisedPnl, maintenanceMargin, marginRatio, liquidatable, addableMargin } = this;
    return { coin, walletBalance, equity, available, positionMargin, orderMargin, unrealisedPnl, maintenanceMargin, marginRatio, liquidatable, addableMargin };
  }
}

const positionRisk = (f: Figures, backing: Backing, marginBalance: Ratio, maintenance: Ratio, liquidatable: boolean): PositionRisk =>
  new LazyPositionRisk(f, backing, marginBalance, maintenance, liquidatable);

export const riskOf = (account: RiskAccount): AccountRisk => {
  const figures = account.positions.map((p) => figuresOf(p, account.marks));
  const coins = [...new Set([...Object.keys(account.wallets), ...figures.map((f) => f.input.contract.settle)])];
  const byIndex = new Array<PositionRisk>(figures.length);
  const coinRisks = coins.map((coin): CoinRisk => {
    const wallet = account.wallets[coin] ?? 0n;
    const orderMargin = account.orderMargin?.[coin] ?? 0n;
    const mine: { f: Figures; i: number }[] = [];
    const cross: { f: Figures; i: number }[] = [];
    const isolated: { f: Figures; i: number }[] = [];
    for (let i = 0; i < figures.length; i++) {
      const f = figures[i]!;
      if (f.input.contract.settle !== coin) continue;
      mine.push({ f, i });
      (f.input.mode === 'cross' ? cross : isolated).push({ f, i });
    }

    const crossPnl = sum(cross.map(({ f }) => f.pnl));
    const crossMaintenance = sum(cross.map(({ f }) => f.maintenance));
    const crossBalance = add(of(wallet), crossPnl);
    const crossSurplus = sub(crossBalance, crossMaintenance);
    const crossShort = cross.length > 0 && isShortOfMargin(crossSurplus);
    for (const { f, i } of cross) {
      // Binance's WB − TMM1 + UPNL1: the wallet and every other cross position's PnL less its MM.
      const backing = {
        liquidation: sub(crossSurplus, contributionAt(f.input.contract, f.input, f.mark)),
        bankruptcy: sub(crossBalance, f.pnl),
      };
      byIndex[i] = positionRisk(f, backing, crossBalance, crossMaintenance, crossShort);
    }
    for (const { f, i } of isolated) {
      const margin = of(f.input.isolatedMargin!);
      const balance = add(margin, f.pnl);
      const short = isShortOfMargin(sub(balance, f.maintenance));
      byIndex[i] = positionRisk(f, { liquidation: margin, bankruptcy: margin }, balance, f.maintenance, short);
    }

    const crossInitial = sum(cross.map(({ f }) => f.initial));
    const freeForOrders = sub(sub(crossBalance, crossInitial), of(orderMargin));
    const available = sign(freeForOrders) > 0 ? figure(freeForOrders, 'floor') : 0n;
    return new LazyCoinRisk({ coin, wallet, orderMargin, available, crossShort, crossBalance, crossMaintenance, crossInitial, mine: mine.map(({ f }) => f), isolated: isolated.map(({ f }) => f) });
  });
  return { positions: byIndex, coins: coinRisks };
};
