// The ledger's vocabulary: who owns an account, which wallet it is, which balance of it moves.

export type OwnerType = 'member' | 'system';

export interface Owner {
  ownerType: OwnerType;
  /** A member id, or a system owner name (SYSTEM_OWNER or any other, e.g. a simulator bot). */
  ownerId: string;
}

/** One wallet sub-account of one owner; with an asset it names one balance row. */
export interface AccountKey extends Owner {
  /** DESIGN §4 wallet type ("1" spot … "9" pulse), stored as text as the wire carries it. */
  walletType: string;
}

/** Available funds can be spent or withdrawn; locked funds back open orders and positions. */
export type BalanceKind = 'available' | 'locked';

export interface BalanceRef extends AccountKey {
  balance: BalanceKind;
}

export const WALLET_TYPE = {
  spot: '1',
  coin: '2',
  lever: '3',
  contract: '4',
  /** Rewards points (modules/welfare): a type the spec names but never lists. */
  rewards: '7',
  merchant: '8',
  pulse: '9',
} as const;

export type WalletType = (typeof WALLET_TYPE)[keyof typeof WALLET_TYPE];

export const SYSTEM_OWNER = {
  /** The outside world: deposits come from it, withdrawals go to it. */
  external: 'external',
  fees: 'fees',
  marketMaker: 'market_maker',
  simulator: 'simulator',
  /**
   * The other side of every futures position's realised PnL (modules/futures): in a perpetual the
   * positions of a contract net to zero, so what the clearing account has paid out and taken in is
   * minus Σ size × entry over the open positions (linear; Σ size × contract size / entry for
   * inverse), which is negative whenever longs entered above shorts. The second row, after
   * external, allowed below zero; only realised PnL (and the funding of the house's positions:
   * modules/futures/settlement.ts) moves it.
   */
  futuresClearing: 'futures_clearing',
  /**
   * The other side of every pulse contract (modules/pulse, wallet 9): it holds the profit each open
   * contract could win, pays it on a win and takes the stake on a loss. Funded by a deposit; never
   * below zero, so a contract the house cannot back is refused.
   */
  pulseHouse: 'pulse_house',
  /** What margin members borrow, per coin, in its lever wallet (modules/margin): funded by the operator, repaid with interest. */
  lendingPool: 'lending_pool',
  /** Liquidation fees of margin accounts; pays a liquidated account's shortfall to the pool (modules/margin). */
  marginInsurance: 'margin_insurance',
  /**
   * The futures insurance fund (modules/futures/liquidator.ts), one row per settlement coin on the
   * contract wallet: it receives what a liquidation leaves above the bankruptcy price and pays the
   * losses members could not (their shortfalls) to the clearing account. Never below zero: when it
   * cannot cover, positions are auto-deleveraged instead.
   */
  insuranceFund: 'insurance_fund',
  /**
   * Margin interest accrued and not yet paid (modules/margin/accrual.ts), one row per coin on the
   * lever wallet: the hourly job posts each hour's interest from marginInterestAccrual to here, and a
   * repay or a liquidation posts what it settles back. It holds exactly Σ interest of the open loans.
   */
  marginInterestReceivable: 'margin_interest_receivable',
  /**
   * The other side of the receivable: minus the interest accrued and not yet paid. The third row
   * allowed below zero; only accruals and their settlement move it.
   */
  marginInterestAccrual: 'margin_interest_accrual',
} as const;

/**
 * The lever wallet (3) is the member's cross margin account; an isolated margin account is the
 * lever wallet of one pair, "3:BASE_QUOTE" (modules/margin).
 */
export const isolatedWallet = (base: string, quote: string): string => `${WALLET_TYPE.lever}:${base}_${quote}`;

/** What a transaction (or one entry of it) is for; free text so new flows need no migration. */
export type LedgerKind =
  | 'deposit'
  | 'withdrawal'
  | 'hold'
  | 'release'
  | 'trade'
  | 'fee'
  | 'transfer'
  | 'grant'
  | (string & NonNullable<unknown>);

export interface Move {
  from: BalanceRef;
  to: BalanceRef;
  asset: string;
  /** Minor units (ledger/amount.ts), > 0. */
  amount: bigint;
  /** Kind of this move's two entries when it differs from the transaction's (a fee inside a trade). */
  kind?: LedgerKind;
}

export interface TransferInput {
  kind: LedgerKind;
  /** What caused it (order id, trade id, deposit hash): kept on the transaction and its entries. */
  ref: string;
  moves: Move[];
}

export interface Balance {
  available: bigint;
  locked: bigint;
}

export interface WalletBalance extends Balance {
  walletType: string;
  asset: string;
}

export const memberOwner = (memberId: string): Owner => ({ ownerType: 'member', ownerId: memberId });
export const systemOwner = (name: string): Owner => ({ ownerType: 'system', ownerId: name });

export const isExternal = (owner: Owner): boolean =>
  owner.ownerType === 'system' && owner.ownerId === SYSTEM_OWNER.external;

export const isClearing = (owner: Owner): boolean => owner.ownerType === 'system' && owner.ownerId === SYSTEM_OWNER.futuresClearing;

/** The system owners whose available balance may go below zero: external, the futures clearing account and the margin interest accrual. */
export const NEGATIVE_OWNERS: readonly string[] = [SYSTEM_OWNER.external, SYSTEM_OWNER.futuresClearing, SYSTEM_OWNER.marginInterestAccrual];

export const mayGoNegative = (owner: Owner): boolean => owner.ownerType === 'system' && NEGATIVE_OWNERS.includes(owner.ownerId);
