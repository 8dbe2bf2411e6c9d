// The checks a member's contract order passes in the market's queue, just before its hold is made
// (settlement.ts reserve and holdWaiting call this with the member's contract account primed, and
// nothing runs between the check and the hold):
//   opens  one side at a time per contract (one-way positions: no short while long or opening long);
//          the member's setting unchanged since the order was priced; leverage within the bracket of
//          the position it would make; its margin and fee within what the member may spend (the risk
//          core's available, at the mark); a limit no more than PRICE_BAND beyond the mark on the
//          taking side (margin is counted at the order's price, so a far-off marketable price would
//          open a position short of margin);
//   closes reduce-only: the member's position on the right side, at most its size less what open
//          close orders reserve; never beyond the position's bankruptcy price (a loss the margin
//          cannot pay is the liquidation worker's to handle, not a member's order's).
// A market order (sjwt) and a take-profit / stop-loss firing at market become IOC limits at a bound
// PRICE_BAND from the mark (and not beyond bankruptcy for a close); a take-profit / stop-loss gets
// its size here, from what the position is when it fires.
import { BusinessError } from '../../http/errors.ts';
import { trimUnits, type Ledger } from '../../ledger/index.ts';
import type { MarketHub } from '../../market/hub.ts';
import { lotsToAmount, ticksToPrice } from '../../market/scales.ts';
import type { PlaceInput } from '../../market/symbolMarket.ts';
import { bracketFor, leverageLimit, notionalAt, type Fixed } from '../../risk/index.ts';
import { CROSS, DEFAULT_SETTING, opens, type ContractBook } from './book.ts';
import { fixedToTicks, holdUnits, lotsToFixed, ticksToFixed, type ContractPair } from './pair.ts';
import type { MarkSource } from './prices.ts';
import { memberRisk, spendable } from './risk.ts';
import { amountUnit } from './rows.ts';
import { CONTRACT_WALLET } from './settlement.ts';

/** How far from the mark a market order may trade and a marketable limit open may be priced: 5 %. */
export const PRICE_BAND_PERCENT = 5n;

export interface AdmitDeps {
  book: ContractBook;
  marks: MarkSource;
  ledger: Ledger;
  hub: Pick<MarketHub, 'get'>;
}

export const markOrRefuse = (marks: MarkSource, pair: ContractPair): Fixed => {
  const mark = marks.mark(pair.kind, pair.config.symbol_name);
  if (mark === null) throw new BusinessError(`${pair.config.symbol_name} has no price yet`);
  return mark;
};

/** The price PRICE_BAND from the mark on the side an order takes: above it for a buy, below for a sell. */
export const bandTicks = (pair: ContractPair, mark: Fixed, buys: boolean): number =>
  buys ? fixedToTicks(pair, (mark * (100n + PRICE_BAND_PERCENT)) / 100n, 'floor') : fixedToTicks(pair, (mark * (100n - PRICE_BAND_PERCENT)) / 100n, 'ceil');

export const createAdmit = (deps: AdmitDeps) => (pair: ContractPair, order: PlaceInput): void => {
  const contract = order.contract!;
  const { book } = deps;
  const symbol = pair.config.symbol_name;
  const ownerKey = `member:${order.ownerId}`;
  const position = book.find(ownerKey, pair.key);
  // A plan order released by its trigger: its margin is held since it was placed, and the side
  // rule counted it as an open all along.
  if (order.released === 'stop') return;
  const buys = order.side === 'buy';
  const balance = deps.ledger.current({ ownerType: 'member', ownerId: order.ownerId, walletType: CONTRACT_WALLET }, pair.settle) ?? { available: 0n, locked: 0n };
  const risk = () => memberRisk(book, deps.marks, ownerKey, pair.settle, balance);
  const mark = markOrRefuse(deps.marks, pair);
  const market = deps.hub.get(pair.kind, symbol);

  /** The IOC bound of a market order; refused when nothing on the other side lies within it. */
  const marketBound = (limit: number | null): number => {
    let bound = bandTicks(pair, mark, buys);
    if (limit !== null) bound = buys ? Math.min(bound, limit) : Math.max(bound, limit);
    const best = buys ? market?.book.bestAsk() : market?.book.bestBid();
    if (best === null || best === undefined || (buys ? best > bound : best < bound))
      throw new BusinessError(`Nothing on the other side of the ${symbol} book within ${PRICE_BAND_PERCENT}% of the mark price`);
    return bound;
  };

  if (opens(contract.direction)) {
    if (position?.couponId) throw new BusinessError(`Your ${symbol} position runs on a trial-fund coupon: close it before opening more`);
    if (contract.coupon && position && position.size !== 0n) throw new BusinessError(`A coupon opens a position of its own: close your ${symbol} position first`);
    const want = contract.direction === 1 ? 'long' : 'short';
    const side = book.sideOf(ownerKey, pair.key);
    if (side !== null && side !== want) throw new BusinessError(`You hold or are opening a ${side} on ${symbol}: close it before opening a ${want}`);
    const setting = position ?? DEFAULT_SETTING;
    if (setting.leverage !== contract.leverage || setting.pattern !== contract.pattern)
      throw new BusinessError(`Your leverage or margin mode for ${symbol} changed: place the order again`);
    if (contract.entrustType === 'sjwt') {
      order.priceTicks = marketBound(null);
      // It fills between the best price on the other side and its bound: hold where margin is largest
      // (linear: the higher price; inverse, whose margin is size / price: the lower).
      const best = (buys ? market?.book.bestAsk() : market?.book.bestBid())!;
      const higher = Math.max(best, order.priceTicks);
      const lower = Math.min(best, order.priceTicks);
      contract.holdTicks = pair.spec.type === 'linear' ? higher : lower;
    } else if (order.priceTicks !== null && (buys ? order.priceTicks > bandTicks(pair, mark, true) : order.priceTicks < bandTicks(pair, mark, false)))
      throw new BusinessError(`A ${buys ? 'buy' : 'sell'} price may be at most ${PRICE_BAND_PERCENT}% ${buys ? 'above' : 'below'} the mark price`);
    const lots = BigInt(order.quantityLots ?? 0);
    const price = order.priceTicks ?? 0;
    const held = position ? (position.size < 0n ? -position.size : position.size) : 0n;
    const mode = contract.pattern === CROSS ? 'cross' : 'isolated';
    const limit = leverageLimit(pair.spec, bracketFor(pair.spec.brackets, notionalAt(pair.spec, lotsToFixed(pair, held + lots), ticksToFixed(pair, price))), mode);
    if (contract.leverage > limit) throw new BusinessError(`A ${symbol} position of this size allows at most ${limit}x`);
    const need = holdUnits(pair, lots, contract.holdTicks ?? price, contract.leverage);
    // A coupon pays its own margin (settlement.ts holds it from the coupons account).
    if (contract.coupon) return;
    const free = spendable(risk());
    if (need > free) throw new BusinessError(`Insufficient margin: this order needs ${trimUnits(need)} ${pair.settle} and ${trimUnits(free)} is available`);
    return;
  }

  if (!position || position.size === 0n) throw new BusinessError(`You have no ${symbol} position to close`);
  const long = position.size > 0n;
  if ((contract.direction === 3) !== long) throw new BusinessError(`Your ${symbol} position is a ${long ? 'long' : 'short'}: close it with direction ${long ? 3 : 4}`);
  if (contract.positionId !== null && contract.positionId !== position.positionId) throw new BusinessError('That position is already closed');
  const size = long ? position.size : -position.size;
  const closable = size - book.reservedForClose(ownerKey, pair.key);
  if (order.released === 'exit') {
    const state = book.orders.get(order.id);
    const want = state && !state.wholePosition && state.remaining < closable ? state.remaining : closable;
    if (want <= 0n) throw new BusinessError(`Nothing of the ${symbol} position is left to close`);
    order.quantityLots = Number(want);
  }
  const lots = BigInt(order.quantityLots ?? 0);
  if (lots > closable) throw new BusinessError(`You can close at most ${lotsToAmount(pair.config, closable)} ${amountUnit(pair)} of the ${symbol} position`);
  const positionRisk = risk().account.positions.find((p) => p.key === pair.key);
  const bankruptcy = positionRisk?.bankruptcyPrice ?? null;
  // The worst price a close may fill at: a long's sell no lower than bankruptcy, a short's buy no higher.
  const worst = bankruptcy === null ? null : fixedToTicks(pair, bankruptcy, long ? 'ceil' : 'floor');
  if (contract.entrustType === 'sjwt' || order.priceTicks === null) {
    order.priceTicks = marketBound(worst);
    order.tif = 'IOC';
  } else if (worst !== null && (long ? order.priceTicks < worst : order.priceTicks > worst))
    throw new BusinessError(`The price is beyond the position's bankruptcy price (${ticksToPrice(pair.config, worst)}): it would lose more than its margin`);
};
