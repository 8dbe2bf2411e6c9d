// A contract market in the units of each layer: the engine's ticks and lots, the risk core's Fixed
// (10^-18) and the ledger's units (10^-8). ubw lots are 10^-coin_coin_scale of the base coin; bbw
// lots are whole contracts (coin_coin_scale 0), which is also what the risk core counts for inverse
// contracts, so a lot is always one unit of a position's size at the pair's scale.
import type { PairConfig } from '@exchange/contract';
import { BusinessError } from '../../http/errors.ts';
import { findContract, fixed, orderInitialMargin, toLedgerUnits, type ContractSpec, type Fixed } from '../../risk/index.ts';
import { divRound, type Rounding } from '../../risk/fixed.ts';
import { notionalAt } from '../../risk/pnl.ts';
import { figure, scale } from '../../risk/ratio.ts';
import { findMarket } from '../../market/symbols.ts';

export interface ContractPair {
  readonly config: PairConfig;
  readonly spec: ContractSpec;
  readonly kind: 'ubw' | 'bbw';
  /** 'ubw:BTC/USDT' */
  readonly key: string;
  /** Fixed of one lot and of one tick. */
  readonly lot: bigint;
  readonly tick: bigint;
  /** Taker and maker pay the one rate of the pair (buy_fee = sell_fee). */
  readonly feeRate: Fixed;
  /** Wallet type 4 balances are in this coin. */
  readonly settle: string;
}

const PAIRS = new Map<string, ContractPair>();
/** The same pairs by their config object: a risk figure asks for the pair of every order and position, and this skips building the key. */
const BY_CONFIG = new WeakMap<PairConfig, ContractPair>();

const build = (config: PairConfig): ContractPair => {
  const key = `${config.kind}:${config.symbol_name}`;
  const spec = findContract(key);
  if (!spec || (config.kind !== 'ubw' && config.kind !== 'bbw')) throw new Error(`${key} is not a contract market`);
  return {
    config,
    spec,
    kind: config.kind,
    key,
    lot: 10n ** BigInt(18 - config.coin_coin_scale),
    tick: 10n ** BigInt(18 - config.base_coin_scale),
    feeRate: fixed(config.buy_fee),
    settle: spec.settle,
  };
};

/** The contract pair of a market config (cached: every fill asks). */
export const pairOf = (config: PairConfig): ContractPair => {
  let pair = BY_CONFIG.get(config);
  if (pair) return pair;
  const key = `${config.kind}:${config.symbol_name}`;
  pair = PAIRS.get(key) ?? build(config);
  PAIRS.set(key, pair);
  BY_CONFIG.set(config, pair);
  return pair;
};

/** 'ubw:BTC/USDT' → its pair (a cached one at once; else as contractPair finds it). */
export const pairByKey = (key: string): ContractPair => {
  const cached = PAIRS.get(key);
  if (cached) return cached;
  const colon = key.indexOf(':');
  return contractPair(key.slice(0, colon), key.slice(colon + 1));
};

/** A contract pair by kind and "BTC/USDT" or "BTC_USDT"; a spot or unknown name is refused in words. */
export const contractPair = (kind: string, name: string): ContractPair => {
  const label = name.slice(0, 24);
  if (kind !== 'ubw' && kind !== 'bbw') throw new BusinessError(`Unknown contract type: ${kind.slice(0, 12)}`);
  const config = findMarket(kind, name);
  if (!config) throw new BusinessError(`Unknown contract: ${label}`);
  return pairOf(config);
};

export const lotsToFixed = (pair: ContractPair, lots: bigint | number): Fixed => BigInt(lots) * pair.lot;
export const ticksToFixed = (pair: ContractPair, ticks: bigint | number): Fixed => BigInt(ticks) * pair.tick;
/** A Fixed price on the pair's tick grid, rounded as asked. */
export const fixedToTicks = (pair: ContractPair, price: Fixed, rounding: Rounding): number => Number(divRound(price, pair.tick, rounding));
/** A Fixed size back to lots; it must be on the lot grid (sizes only ever add lots). */
export const fixedToLots = (pair: ContractPair, size: Fixed): bigint => {
  if (size % pair.lot !== 0n) throw new RangeError(`${pair.key}: a size off the lot grid`);
  return size / pair.lot;
};

/** The fee of a fill in ledger units: notional × rate, rounded up (against the member, as the risk core rounds). */
export const feeUnits = (pair: ContractPair, lots: bigint | number, priceTicks: bigint | number): bigint =>
  toLedgerUnits(figure(scale(notionalAt(pair.spec, lotsToFixed(pair, lots), ticksToFixed(pair, priceTicks)), pair.feeRate), 'ceil'));

/** Initial margin of lots at a price and leverage in ledger units, rounded up. */
export const marginUnits = (pair: ContractPair, lots: bigint | number, priceTicks: bigint | number, leverage: number): bigint =>
  toLedgerUnits(orderInitialMargin(pair.spec, lotsToFixed(pair, lots), ticksToFixed(pair, priceTicks), leverage));

/**
 * What an open order holds for `lots` still to fill at its price: their initial margin plus their
 * fee, each rounded up. A function of what is left alone, so the hold after any fills, and after a
 * restart, is this again (modules/futures/settlement.ts).
 */
export const holdUnits = (pair: ContractPair, lots: bigint | number, priceTicks: bigint | number, leverage: number): bigint =>
  BigInt(lots) === 0n ? 0n : marginUnits(pair, lots, priceTicks, leverage) + feeUnits(pair, lots, priceTicks);
