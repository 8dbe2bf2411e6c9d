// A margin account as the risk rules see it: each coin's balance and debt, and the account's asset
// and debt values at the last prices (assets valued down, debts up: risk/marginLevel.ts), from
// which its level, what may still be borrowed and what may leave it follow.
import type { MarginAccountFigures, MarginAssetRow, MarginRisk } from '@exchange/contract';
import { memberOwner, trimUnits, type Ledger, type LedgerTrx } from '../../ledger/index.ts';
import type { Prices } from '../assets/prices.ts';
import {
  LIQUIDATION,
  MARGIN_CALL,
  atOrBelow,
  borrowThreshold,
  debtValueOfUnits,
  levelText,
  marginLevel,
  thresholdText,
  valueOfUnits,
} from '../../risk/marginLevel.ts';
import type { Db } from '../../db/index.ts';
import { openLoansOf, type LoanRecord } from './repo.ts';
import { dayRateOf, minBorrowOf, type MarginAccount } from './terms.ts';

export interface CoinState {
  coin: string;
  available: bigint;
  locked: bigint;
  principal: bigint;
  interest: bigint;
}

export interface AccountState {
  account: MarginAccount;
  leverage: number;
  coins: Map<string, CoinState>;
  loans: LoanRecord[];
  /** USDT units. */
  assets: bigint;
  liabilities: bigint;
}

const coinState = (coins: Map<string, CoinState>, coin: string): CoinState => {
  let c = coins.get(coin);
  if (!c) coins.set(coin, (c = { coin, available: 0n, locked: 0n, principal: 0n, interest: 0n }));
  return c;
};

/** Values the coins at `prices`: assets rounded down, debts up; a coin without a price counts nothing. */
export const valueCoins = (coins: Iterable<CoinState>, prices: Prices): { assets: bigint; liabilities: bigint } => {
  let assets = 0n;
  let liabilities = 0n;
  for (const c of coins) {
    const price = prices.usdt(c.coin);
    if (price === null) continue;
    assets += valueOfUnits(c.available + c.locked, price);
    liabilities += debtValueOfUnits(c.principal + c.interest, price);
  }
  return { assets, liabilities };
};

export const readAccount = async (
  deps: { db: Db; ledger: Ledger; prices: Prices },
  memberId: string,
  account: MarginAccount,
  leverage: number,
  trx?: LedgerTrx,
): Promise<AccountState> => {
  const [balances, loans] = await Promise.all([deps.ledger.balances(memberOwner(memberId), account.walletType, trx), openLoansOf(trx ?? deps.db, memberId, account)]);
  const coins = new Map<string, CoinState>();
  for (const coin of account.coins ?? []) coinState(coins, coin);
  for (const b of balances) {
    const c = coinState(coins, b.asset);
    c.available = b.available;
    c.locked = b.locked;
  }
  for (const loan of loans) {
    const c = coinState(coins, loan.coin);
    c.principal += BigInt(loan.principal);
    c.interest += BigInt(loan.interest);
  }
  return { account, leverage, coins, loans, ...valueCoins(coins.values(), deps.prices) };
};

export const riskOf = (state: Pick<AccountState, 'assets' | 'liabilities' | 'leverage'>): MarginRisk => {
  if (state.liabilities === 0n) return 'none';
  if (atOrBelow(state.assets, state.liabilities, MARGIN_CALL)) return 'high';
  const t = borrowThreshold(state.leverage);
  // Exactly at the borrow level (all that may be borrowed is) still counts as safe.
  return state.assets * t.den < state.liabilities * t.num ? 'medium' : 'none';
};

export const assetRow = (c: CoinState): MarginAssetRow => ({
  coin: c.coin,
  available: trimUnits(c.available),
  frozen: trimUnits(c.locked),
  borrowed: trimUnits(c.principal),
  interest: trimUnits(c.interest),
  owed: trimUnits(c.principal + c.interest),
  dayRate: dayRateOf(c.coin),
  minBorrow: trimUnits(minBorrowOf(c.coin)),
});

export const figuresOf = (state: AccountState): MarginAccountFigures => {
  const level = marginLevel(state.assets, state.liabilities);
  const net = state.assets - state.liabilities;
  return {
    borrowLevel: thresholdText(borrowThreshold(state.leverage)),
    callLevel: thresholdText(MARGIN_CALL),
    liquidationLevel: thresholdText(LIQUIDATION),
    totalAsset: trimUnits(state.assets),
    totalDebt: trimUnits(state.liabilities),
    netBalance: net < 0n ? `-${trimUnits(-net)}` : trimUnits(net),
    marginLevel: levelText(level),
    depositRate: level === null ? '' : levelText(level * 100n),
    risk: riskOf(state),
    assets: [...state.coins.values()].map(assetRow),
  };
};
