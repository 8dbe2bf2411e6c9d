// What margin trading offers: which pairs, at what leverage, the daily rate and the smallest
// borrow of each coin. Seed data, like the markets themselves (market/symbols.ts): a pair's
// isolated leverage runs from 3 to its part_cou; cross margin is 3x for every pair with
// enable_full_lever.
import type { MarginMode, PairConfig } from '@exchange/contract';
import { BusinessError } from '../../http/errors.ts';
import { isolatedWallet, toUnits, WALLET_TYPE } from '../../ledger/index.ts';
import { findMarket, MARKETS } from '../../market/symbols.ts';

export const MIN_LEVERAGE = 3;
export const CROSS_LEVERAGE = 3;

/** Daily interest rates ("0.0002" = 0.02 % a day). */
const DAY_RATES: Record<string, string> = { USDT: '0.0002', BTC: '0.0001', ETH: '0.0001' };
const DEFAULT_DAY_RATE = '0.0003';
export const dayRateOf = (coin: string): string => DAY_RATES[coin] ?? DEFAULT_DAY_RATE;

/** Smallest borrow of a coin: 1 USDT, else the smallest order of the coin's USDT pair (or 0.0001). */
export const minBorrowOf = (coin: string): bigint => {
  if (coin === 'USDT') return toUnits('1');
  const pair = findMarket('xh', `${coin}/USDT`);
  return toUnits(pair?.min_amount ?? '0.0001');
};

/** A spot pair open to margin of this mode, by "BTC/USDT" or "BTC_USDT". */
export const marginPair = (name: unknown, mode: MarginMode): PairConfig => {
  if (typeof name !== 'string' || name.trim() === '') throw new BusinessError('Please choose a market');
  const label = name.slice(0, 24);
  const config = findMarket('xh', name.trim());
  if (!config) throw new BusinessError(`Unknown market: ${label}`);
  if (mode === 'fixed' ? config.enable_lever !== 1 : config.enable_full_lever !== 1)
    throw new BusinessError(`${config.symbol_name} is not open to ${mode === 'fixed' ? 'isolated' : 'cross'} margin`);
  return config;
};

export const maxLeverageOf = (config: PairConfig): number => Math.max(MIN_LEVERAGE, Number(config.part_cou));

/** A margin account: whose ledger rows, and (isolated) the one pair it trades. */
export interface MarginAccount {
  mode: MarginMode;
  /** The isolated pair ("BTC/USDT"); "" for the cross account. */
  symbol: string;
  walletType: string;
  /** The coins it may hold and borrow: the pair's two for isolated; null (any) for cross. */
  coins: readonly string[] | null;
}

export const isolatedAccount = (config: PairConfig): MarginAccount => ({
  mode: 'fixed',
  symbol: config.symbol_name,
  walletType: isolatedWallet(config.coin_symbol, config.quote_symbol),
  coins: [config.coin_symbol, config.quote_symbol],
});

export const CROSS_ACCOUNT: MarginAccount = { mode: 'all', symbol: '', walletType: WALLET_TYPE.lever, coins: null };

export const accountOf = (mode: MarginMode, config: PairConfig): MarginAccount => (mode === 'fixed' ? isolatedAccount(config) : CROSS_ACCOUNT);

/** The coins a cross account may borrow: those of the pairs open to cross margin. */
export const CROSS_COINS: readonly string[] = (() => {
  const coins = new Set<string>();
  for (const config of MARKETS) if (config.kind === 'xh' && config.enable_full_lever === 1) coins.add(config.coin_symbol).add(config.quote_symbol);
  return [...coins].sort((a, b) => (a === 'USDT' ? -1 : b === 'USDT' ? 1 : a.localeCompare(b)));
})();
