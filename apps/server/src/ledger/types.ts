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
} as const;

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
