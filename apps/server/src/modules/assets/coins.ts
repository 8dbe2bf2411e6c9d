// The coins the wallet holds and moves, as data: every coin listed on a market, each with the
// chains it can be deposited and withdrawn on. Tokens share their network's address (USDT on
// TRC20 and TRX, ERC20 tokens and ETH), as they do on chain. Amounts are decimal strings; the
// service turns them into ledger units once (toUnits) when it reads this table.
import type { CoinChain, WalletCoin } from '@exchange/contract';
import { coinAvatar } from '../../market/symbols.ts';
import { toUnits } from '../../ledger/index.ts';

type ChainRow = [chain: string, minDeposit: string, confirmations: number, withdrawMin: string, withdrawFee: string, withdrawScale: number];

// Confirmations are the usual exchange practice per network (finality-based chains need one).
const CHAINS: Record<string, ChainRow[]> = {
  USDT: [
    ['TRC20', '1', 19, '10', '1', 6],
    ['ERC20', '10', 12, '20', '5', 6],
    ['BEP20', '1', 15, '10', '0.3', 6],
  ],
  BTC: [['BTC', '0.0001', 2, '0.001', '0.0002', 8]],
  ETH: [['ERC20', '0.005', 12, '0.01', '0.0015', 8]],
  BNB: [['BEP20', '0.01', 15, '0.02', '0.0005', 8]],
  SOL: [['SOL', '0.01', 1, '0.1', '0.01', 8]],
  XRP: [['XRP', '1', 1, '20', '0.25', 6]],
  ADA: [['ADA', '1', 15, '10', '0.8', 6]],
  DOGE: [['DOGE', '10', 10, '50', '5', 8]],
  TRX: [['TRC20', '1', 19, '10', '1', 6]],
  DOT: [['DOT', '1', 1, '2', '0.1', 8]],
  LTC: [['LTC', '0.01', 6, '0.05', '0.001', 8]],
  LINK: [['ERC20', '0.5', 12, '2', '0.3', 8]],
  AVAX: [['AVAXC', '0.1', 1, '0.5', '0.01', 8]],
  UNI: [['ERC20', '0.5', 12, '2', '0.4', 8]],
  ATOM: [['ATOM', '0.1', 1, '1', '0.01', 6]],
  NEW: [['ERC20', '5', 12, '20', '2', 8]],
};

/** Chains where an exchange's address needs a destination tag / memo to find the account. */
const MEMO_CHAINS: ReadonlySet<string> = new Set(['XRP', 'ATOM']);

/** A chain's terms in ledger units, for the service's checks. */
export interface ChainTerms {
  coin: string;
  chain: string;
  minDeposit: bigint;
  confirmations: number;
  withdrawMin: bigint;
  withdrawFee: bigint;
  withdrawScale: number;
  memo: boolean;
  wire: CoinChain;
}

const terms = (coin: string, [chain, minDeposit, confirmations, withdrawMin, withdrawFee, withdrawScale]: ChainRow): ChainTerms => {
  const memo = MEMO_CHAINS.has(chain);
  return {
    coin,
    chain,
    minDeposit: toUnits(minDeposit),
    confirmations,
    withdrawMin: toUnits(withdrawMin),
    withdrawFee: toUnits(withdrawFee),
    withdrawScale,
    memo,
    wire: { chain, min_deposit: minDeposit, confirmations, withdraw_min: withdrawMin, withdraw_fee: withdrawFee, withdraw_scale: withdrawScale, memo: memo ? 1 : 0 },
  };
};

const TERMS = new Map(Object.entries(CHAINS).map(([coin, rows]) => [coin, rows.map((row) => terms(coin, row))]));

/** Every wallet coin, USDT first then alphabetical, as getRechargeCurrency lists them. */
export const WALLET_COINS: readonly string[] = ['USDT', ...[...TERMS.keys()].filter((c) => c !== 'USDT').sort()];

export const isWalletCoin = (coin: string): boolean => TERMS.has(coin);

export const chainsOf = (coin: string): readonly ChainTerms[] => TERMS.get(coin) ?? [];

export const chainTerms = (coin: string, chain: string): ChainTerms | undefined => chainsOf(coin).find((t) => t.chain === chain);

export const walletCoinRow = (coin: string): WalletCoin => ({ coin, avatar: coinAvatar(coin), chains: chainsOf(coin).map((t) => t.wire) });
