// How trades move money (spot). Placing an order holds what it may spend: a buy holds price ×
// amount of the quote coin (or its funds for a market buy by money), a sell holds the amount of the
// base coin. Each fill pays from those holds: the buyer's quote to the seller, the seller's base
// to the buyer, each receiver paying its fee to the fees account. When an order finishes, what is
// still held (a cancelled remainder, a market buy's unspent money) is released, and a limit buy
// that fills below its limit gets the difference back at once. So locked funds always equal what
// open orders require, price × remaining for a buy, which is also what a restart re-knows.
//
// A member's stop order holds like a limit order from the moment it is placed (modules/spot does
// that hold in its own transaction and hands it over with adopt); when its trigger releases it
// into the book, reserve adopts that hold rather than holding twice.
//
// A member's spot fees may be paid by a sponsor (FeeSponsor: an active fee-deduction coupon of
// modules/welfare) from its own account, in the pair's quote coin: a seller's fee is in that coin
// already, a buyer's (in the base coin) is worth the same rate of the trade's quote amount. What
// the sponsor cannot cover the member pays, a buyer the matching share of its base-coin fee. The
// sponsor's balance is read from the funds in memory and its payment staged with nothing in
// between (ledger prime/current/stageNow), so two markets never spend the same credit.
//
// Contract markets (ubw, bbw) trade positions on margin: their settlement is modules/futures'
// (settlement.ts there), and routeSettlement below hands each market's orders to the right one.
import type { PairConfig } from '@exchange/contract';
import type { EngineEvent } from '../engine/index.ts';
import { LEDGER_SCALE, toUnits, type BalanceRef, type Ledger, type Move, type Owner, type StagedTransfer } from '../ledger/index.ts';
import type { OrderMeta } from './orderRecord.ts';

export interface Settlement {
  /**
   * Stages the hold of a new order (a released stop adopts its hold and stages nothing); throws
   * LedgerError when the balance is short. The staged hold is written with the order's journal work.
   */
  reserve(market: { config: PairConfig }, order: OrderMeta): Promise<StagedTransfer | null>;
  /** Takes over a hold placed earlier (a waiting stop order). */
  adopt(orderId: string, hold: Hold): void;
  /** Stages the release of what an order that will never trade holds (a cancelled waiting stop). */
  release(orderId: string): Promise<StagedTransfer | null>;
  /** Forgets a staged hold whose order never reached the journal. */
  discard(orderId: string, staged: StagedTransfer): void;
  /** Stages the fills' payments and the release of what finished orders held, for the same journal work. */
  settle(market: { config: PairConfig }, order: OrderMeta | null, events: EngineEvent[]): Promise<StagedTransfer | null>;
  /**
   * What one order's journal item writes to the ledger: its hold and the payments of its fills as
   * one ledger transaction (ledger combineStaged), the hold and releases counted as part of the
   * trade, so a taker filled at once writes no hold at all and pays straight from available. Bills
   * show the same (holds and releases net to nothing on an account either way); the books hold
   * about a fifth fewer rows per order (the place-order bench: 6.2 entries and 1.5 transactions
   * per order before).
   */
  combine(hold: StagedTransfer | null, payments: StagedTransfer | null): StagedTransfer[];
  /** After a restart: what a resting order holds. */
  restoreHold(config: PairConfig, order: { id: string; owner: Owner; walletType?: string; side: 'buy' | 'sell'; priceTicks: number; remainingLots: number }): void;
}

export interface Hold {
  owner: Owner;
  asset: string;
  units: bigint;
  /** The owner's wallet the hold sits in: spot unless the order is a margin account's (partyOf). */
  walletType?: string;
}

const SPOT = '1';

/** Who pays a member's spot fees in a coin instead of them, now: an account, or null. */
export interface FeeSponsor {
  payerOf(memberId: string, coin: string): BalanceRef | null;
}

/**
 * A margin account's orders (modules/margin) trade on the spot books as owner type "margin" with
 * id "<member id>@<wallet type>" (3 cross, 3:BASE_QUOTE isolated): their holds and fills move that
 * wallet of the member rather than the spot one, and the spot module's member hooks pass them by.
 */
export const MARGIN_OWNER_TYPE = 'margin';

/** Whose ledger rows an order's money moves: the owner and its wallet. */
export interface Party {
  owner: Owner;
  walletType: string;
}

export const partyOf = (ownerType: string, ownerId: string): Party => {
  if (ownerType === MARGIN_OWNER_TYPE) {
    const at = ownerId.indexOf('@');
    return { owner: { ownerType: 'member', ownerId: ownerId.slice(0, at) }, walletType: ownerId.slice(at + 1) };
  }
  return { owner: { ownerType: ownerType === 'member' ? 'member' : 'system', ownerId }, walletType: SPOT };
};

/** partyOf an engine owner ("member:7", "margin:7@3"). */
export const partyOfEngineOwner = (engineOwner: string): Party => {
  const colon = engineOwner.indexOf(':');
  return partyOf(engineOwner.slice(0, colon), engineOwner.slice(colon + 1));
};

/** The engine owner of a stored order row: margin orders keep their type, anything not a member is system. */
export const engineOwnerOf = (ownerType: string, ownerId: string): string =>
  `${ownerType === MARGIN_OWNER_TYPE ? MARGIN_OWNER_TYPE : ownerType === 'member' ? 'member' : 'system'}:${ownerId}`;
const pow10 = (n: number) => 10n ** BigInt(n);

export interface Units {
  /** Ledger units of `lots` of the base coin. */
  base(lots: number | bigint): bigint;
  /** Ledger units of a notional (ticks × lots) in the quote coin. */
  quote(notional: number | bigint): bigint;
}

const unitsByPair = new WeakMap<PairConfig, Units>();

/**
 * A pair's conversions into ledger units, made once per pair and kept: every order and fill asks
 * for them, and under tsx (keepNames) each function made on a call is named with
 * Object.defineProperty, which cost more than the sums themselves (a few µs an order).
 */
export const unitsOf = (config: PairConfig): Units => {
  const known = unitsByPair.get(config);
  if (known) return known;
  const baseShift = LEDGER_SCALE - config.coin_coin_scale;
  const quoteShift = LEDGER_SCALE - config.base_coin_scale - config.coin_coin_scale;
  if (baseShift < 0 || quoteShift < 0)
    throw new Error(`${config.symbol_name}: price and amount decimals together exceed the ledger's ${LEDGER_SCALE}`);
  const baseFactor = pow10(baseShift);
  const quoteFactor = pow10(quoteShift);
  const units: Units = {
    base: (lots) => BigInt(lots) * baseFactor,
    quote: (notional) => BigInt(notional) * quoteFactor,
  };
  unitsByPair.set(config, units);
  return units;
};

/** Fee of an amount at a rate given as a decimal fraction ("0.001"), rounded down. */
const ONE = pow10(LEDGER_SCALE);
/** Fee rates in ledger units, by their text: a pair has two, and every fill asks. */
const rates = new Map<string, bigint>();
const rateUnits = (rate: string) => {
  let units = rates.get(rate);
  if (units === undefined) rates.set(rate, (units = toUnits(rate)));
  return units;
};
export const feeOf = (units: bigint, rate: string) => (units * rateUnits(rate)) / ONE;

/** What an order must hold: a sell its amount of the base coin, a buy price × amount (or its money) of the quote. */
export const requiredHold = (config: PairConfig, order: Pick<OrderMeta, 'side' | 'orderType' | 'priceTicks' | 'quantityLots' | 'fundsNotional'>): { asset: string; units: bigint } => {
  const units = unitsOf(config);
  if (order.side === 'sell') return { asset: config.coin_symbol, units: units.base(order.quantityLots ?? 0) };
  if (order.fundsNotional !== null) return { asset: config.quote_symbol, units: units.quote(order.fundsNotional) };
  if (order.orderType === 'limit') return { asset: config.quote_symbol, units: units.quote(BigInt(order.priceTicks ?? 0) * BigInt(order.quantityLots ?? 0)) };
  throw new Error('A market buy must say how much to spend');
};

export const parseOwner = (engineOwner: string): Owner => {
  const [ownerType, ...rest] = engineOwner.split(':');
  return { ownerType: ownerType === 'member' ? 'member' : 'system', ownerId: rest.join(':') };
};

const fees: Owner = { ownerType: 'system', ownerId: 'fees' };
/** An order's hold and releases, written with its fills, are part of the trade (combine). */
const AS_TRADE: Readonly<Record<string, string>> = { hold: 'trade', release: 'trade' };
const ref = (owner: Owner, balance: 'available' | 'locked', walletType: string = SPOT) => ({ ownerType: owner.ownerType, ownerId: owner.ownerId, walletType, balance });
const partyRef = (party: Party, balance: 'available' | 'locked') => ref(party.owner, balance, party.walletType);

export const createSpotSettlement = (ledger: Ledger, sponsor?: FeeSponsor): Settlement => {
  const holds = new Map<string, Hold>();

  const take = (orderId: string, units: bigint) => {
    const hold = holds.get(orderId);
    if (!hold) throw new Error(`No hold for order ${orderId}`);
    if (units > hold.units) throw new Error(`Order ${orderId} spends more than it holds`);
    hold.units -= units;
  };

  const releaseMoves = (orderId: string): Move[] => {
    const hold = holds.get(orderId);
    holds.delete(orderId);
    if (!hold || hold.units === 0n) return [];
    return [{ from: ref(hold.owner, 'locked', hold.walletType), to: ref(hold.owner, 'available', hold.walletType), asset: hold.asset, amount: hold.units, kind: 'release' }];
  };

  return {
    async reserve(market, order) {
      const { config } = market;
      if (config.kind !== 'xh') return null;
      if (order.released === 'stop') {
        // Held since the stop was placed; a missing hold would mean trading unbacked funds.
        if (!holds.has(order.id)) throw new Error(`No hold to adopt for order ${order.id}`);
        return null;
      }
      const party = partyOf(order.ownerType, order.ownerId);
      const hold: Hold = { owner: party.owner, walletType: party.walletType, ...requiredHold(config, order) };
      const staged = await ledger.stage({ kind: 'hold', ref: order.id, moves: [{ from: partyRef(party, 'available'), to: partyRef(party, 'locked'), asset: hold.asset, amount: hold.units }] });
      holds.set(order.id, hold);
      return staged;
    },

    adopt(orderId, hold) {
      holds.set(orderId, { ...hold });
    },

    async release(orderId) {
      const moves = releaseMoves(orderId);
      return moves.length > 0 ? ledger.stage({ kind: 'release', ref: orderId, moves }) : null;
    },

    discard(orderId, staged) {
      holds.delete(orderId);
      ledger.settleStaged([staged], false);
    },

    async settle(market, order, events) {
      const { config } = market;
      if (config.kind !== 'xh') return null;
      const units = unitsOf(config);
      const moves: Move[] = [];
      const quoteCoin = config.quote_symbol;
      // Members whose fees a sponsor pays in this batch: their sponsors' rows are read into memory first.
      const payers = new Map<string, BalanceRef>();
      if (sponsor) {
        for (const event of events) {
          if (event.type !== 'trade') continue;
          for (const owner of [event.takerOwner, event.makerOwner]) {
            const party = partyOfEngineOwner(owner);
            if (party.owner.ownerType !== 'member' || party.walletType !== SPOT || payers.has(party.owner.ownerId)) continue;
            const payer = sponsor.payerOf(party.owner.ownerId, quoteCoin);
            if (payer) payers.set(party.owner.ownerId, payer);
          }
        }
        if (payers.size > 0) await ledger.prime([...payers.values(), ref(fees, 'available')].map((key) => ({ key, asset: quoteCoin })));
      }
      // From here to stageNow nothing awaits: the credit read is the credit spent.
      const credit = new Map<string, bigint>();
      const sponsorMoves: Move[] = [];
      /** What the member's sponsor pays of a fee worth `value` quote units (0 without one). */
      const sponsored = (party: Party, value: bigint): bigint => {
        const payer = party.walletType === SPOT && party.owner.ownerType === 'member' ? payers.get(party.owner.ownerId) : undefined;
        if (!payer || value <= 0n) return 0n;
        const left = credit.get(party.owner.ownerId) ?? ledger.current(payer, quoteCoin)?.locked ?? 0n;
        const paid = value < left ? value : left;
        credit.set(party.owner.ownerId, left - paid);
        if (paid > 0n) sponsorMoves.push({ from: payer, to: ref(fees, 'available'), asset: quoteCoin, amount: paid, kind: 'fee' });
        return paid;
      };
      for (const event of events) {
        if (event.type === 'trade') {
          const takerIsBuyer = event.takerSide === 'buy';
          const buyerOrder = takerIsBuyer ? event.takerOrderId : event.makerOrderId;
          const sellerOrder = takerIsBuyer ? event.makerOrderId : event.takerOrderId;
          const buyer = partyOfEngineOwner(takerIsBuyer ? event.takerOwner : event.makerOwner);
          const seller = partyOfEngineOwner(takerIsBuyer ? event.makerOwner : event.takerOwner);
          const base = units.base(event.quantity);
          const quote = units.quote(BigInt(event.price) * BigInt(event.quantity));
          take(buyerOrder, quote);
          take(sellerOrder, base);
          // A limit buy that takes below its limit held for its limit: the difference goes back now.
          const limit = takerIsBuyer && order?.orderType === 'limit' && order.id === event.takerOrderId ? order.priceTicks : null;
          if (limit !== null && limit > event.price) {
            const saved = units.quote(BigInt(limit - event.price) * BigInt(event.quantity));
            take(buyerOrder, saved);
            moves.push({ from: partyRef(buyer, 'locked'), to: partyRef(buyer, 'available'), asset: config.quote_symbol, amount: saved, kind: 'release' });
          }
          const buyerFeeFull = feeOf(base, config.buy_fee);
          // A base-coin fee that rounds to nothing is nothing to sponsor either.
          const buyerFeeValue = buyerFeeFull === 0n ? 0n : feeOf(quote, config.buy_fee);
          const buyerPaid = sponsored(buyer, buyerFeeValue);
          // The buyer pays the share of its base-coin fee its sponsor did not cover (rounded in the fees' favour).
          const buyerFee = buyerPaid === 0n ? buyerFeeFull : buyerPaid === buyerFeeValue ? 0n : buyerFeeFull - (buyerFeeFull * buyerPaid) / buyerFeeValue;
          const sellerFeeFull = feeOf(quote, config.sell_fee);
          const sellerFee = sellerFeeFull - sponsored(seller, sellerFeeFull);
          moves.push({ from: partyRef(buyer, 'locked'), to: partyRef(seller, 'available'), asset: config.quote_symbol, amount: quote });
          moves.push({ from: partyRef(seller, 'locked'), to: partyRef(buyer, 'available'), asset: config.coin_symbol, amount: base });
          if (buyerFee > 0n) moves.push({ from: partyRef(buyer, 'available'), to: ref(fees, 'available'), asset: config.coin_symbol, amount: buyerFee, kind: 'fee' });
          if (sellerFee > 0n) moves.push({ from: partyRef(seller, 'available'), to: ref(fees, 'available'), asset: config.quote_symbol, amount: sellerFee, kind: 'fee' });
          if (event.makerRemaining === 0) moves.push(...releaseMoves(event.makerOrderId));
        } else if (event.type === 'cancelled' || event.type === 'rejected') {
          moves.push(...releaseMoves(event.orderId));
        }
      }
      // A taker that did not rest is finished: what it still holds goes back.
      if (order && !events.some((e) => e.type === 'rested' && e.orderId === order.id)) moves.push(...releaseMoves(order.id));
      const tradeRef = `${config.kind}:${config.symbol_name}:${events[0]?.seq ?? 0}`;
      const byPayers = sponsorMoves.length > 0 ? ledger.stageNow({ kind: 'trade', ref: tradeRef, moves: sponsorMoves }) : null;
      let staged: StagedTransfer | null;
      try {
        staged = moves.length > 0 ? await ledger.stage({ kind: 'trade', ref: tradeRef, moves }) : null;
      } catch (error) {
        if (byPayers) ledger.settleStaged([byPayers], false);
        throw error;
      }
      if (!byPayers) return staged;
      return staged ? ledger.combineStaged([byPayers, staged], { kind: 'trade', ref: tradeRef }) : byPayers;
    },

    combine(hold, payments) {
      if (!hold || !payments) return [hold, payments].filter((s): s is StagedTransfer => s !== null);
      return [ledger.combineStaged([hold, payments], { kind: payments.prepared.kind, ref: payments.prepared.ref, kinds: AS_TRADE })];
    },

    restoreHold(config, order) {
      if (config.kind !== 'xh') return;
      const units = unitsOf(config);
      const asset = order.side === 'sell' ? config.coin_symbol : config.quote_symbol;
      const amount = order.side === 'sell' ? units.base(order.remainingLots) : units.quote(BigInt(order.priceTicks) * BigInt(order.remainingLots));
      holds.set(order.id, { owner: order.owner, asset, units: amount, ...(order.walletType ? { walletType: order.walletType } : {}) });
    },
  };
};

/**
 * One Settlement over two: spot markets' orders go to `spot`, contract markets' to `contract`
 * (modules/futures). Calls that name no market go by who keeps the order.
 */
export const routeSettlement = (spot: Settlement, contract: Settlement & { owns(orderId: string): boolean }): Settlement => ({
  reserve: (market, order) => (market.config.kind === 'xh' ? spot : contract).reserve(market, order),
  adopt: (orderId, hold) => spot.adopt(orderId, hold),
  release: (orderId) => (contract.owns(orderId) ? contract : spot).release(orderId),
  discard: (orderId, staged) => (contract.owns(orderId) ? contract : spot).discard(orderId, staged),
  settle: (market, order, events) => (market.config.kind === 'xh' ? spot : contract).settle(market, order, events),
  combine: (hold, payments) => spot.combine(hold, payments),
  restoreHold: (config, order) => (config.kind === 'xh' ? spot : contract).restoreHold(config, order),
});
