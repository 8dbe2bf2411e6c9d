// The wallet on the wire (DESIGN §4 "Wallet accounts" and "Withdrawal body", spec §3 wallet account
// entry, §7 "Wallet and assets"): sub-account types, account and coin rows, transfers between
// sub-accounts, deposits, withdrawals (with the encrypted envelope), bills and the trade password.
// Amounts are decimal strings at up to 8 decimals; times are epoch milliseconds.

/** Wallet sub-account types. "0" is the total row; 6 and 7 exist upstream but are never listed or moved. */
export const WALLET_TYPES = {
  total: '0',
  spot: '1',
  coin: '2',
  lever: '3',
  contract: '4',
  merchant: '8',
  pulse: '9',
} as const;

/** The sub-accounts that hold funds, in the order getWalletAccount lists them. */
export const WALLET_ACCOUNT_TYPES = ['1', '2', '3', '4', '8', '9'] as const;
export type WalletAccountType = (typeof WALLET_ACCOUNT_TYPES)[number];
export const isWalletAccountType = (value: unknown): value is WalletAccountType =>
  typeof value === 'string' && (WALLET_ACCOUNT_TYPES as readonly string[]).includes(value);

/**
 * Where deposits land and withdrawals leave from: the spot account. The wallet screens put deposit
 * and withdraw beside the trading balances, the spot form trades from this account and the demo
 * grant lands here, so a deposit can be traded and a sale withdrawn without a transfer in between.
 */
export const FUNDING_WALLET_TYPE: WalletAccountType = '1';

/** Paths relative to coinBase(head). */
export const WALLET_PATH = {
  walletAccount: 'assets/getWalletAccount',
  currencyAccount: 'assets/getCurrencyAccount',
  coinRate: 'assets/getCoinRate',
  /** GET with ?type={WalletAccountType}. */
  myBalance: 'assets/getMyBalance',
  /** GET with the TransferQuery in the query string. */
  transfer: 'wallet/trans',
  contractTransferable: (coin: string) => `wallet/contract/transferable/${coin}`,
  rechargeCurrency: 'assets/getRechargeCurrency',
  depositAddress: (coin: string) => `assets/getDepositAddress/${coin}`,
  rechargeLog: 'assets/getRechargeLog',
  rechargePendingLog: 'assets/getRechargePendingLog',
  withdrawalLog: 'assets/getWithdrawalLog',
  withdrawalPendingLog: 'assets/getWithdrawalPendingLog',
  /** POST a WithdrawalEnvelope. */
  withdrawal: 'assets/withdrawal',
  /** POST { id }: the member withdraws a request still pending review. */
  cancelWithdrawal: 'assets/cancelWithdrawal',
  /** GET, no login: the public key withdrawal bodies are encrypted to. */
  withdrawalKey: 'open/getWithdrawalKey',
  myBill: 'assets/getMyBill',
  /** POST a TradePasswordBody. */
  tradePassword: 'member/tradePwd',
} as const;

// ---- accounts ----------------------------------------------------------------------------------

/** A row of assets/getWalletAccount. */
export interface WalletAccountRow {
  /** "0" for the total row (the sum of every account except pulse, spec §9). */
  type: '0' | WalletAccountType;
  /** English name; the web shows its own translation per type. */
  name: string;
  /** Everything in the account (available + frozen of every coin), valued in USDT at the last prices. */
  usdt: string;
  /** BTC/USDT last price: the web shows usdt / rate as the BTC value (8 decimals). */
  rate: string;
  /** The available part only, in USDT: what could be moved or spent now. */
  balanceUsdt: string;
}

/** Body of assets/getCurrencyAccount. */
export interface CurrencyAccountBody {
  type: WalletAccountType;
  /** Only this coin (case-insensitive); all coins when absent. */
  coin?: string;
}

/**
 * A row of assets/getCurrencyAccount: one coin of one account (every wallet coin, zeros included).
 * Type 3 also lists each isolated margin account the member has, its base and quote coins, with
 * the pair in symbolName; the cross account's rows have none.
 */
export interface CurrencyAccountRow {
  coin: string;
  /** Type 3 only: the isolated margin account's pair ("BTC_USDT"). */
  symbolName?: string;
  avatar: string;
  available: string;
  frozen: string;
  total: string;
  /** total valued in USDT at the last price ("0" when the coin has no price yet). */
  usdt: string;
}

/** A row of assets/getMyBalance?type=: what the transfer form can move. */
export interface WalletBalanceRow {
  coin: string;
  available: string;
  frozen: string;
}

/** A row of assets/getCoinRate: USDT per one coin at the last price (USDT itself is "1"). */
export interface CoinRate {
  coin: string;
  rate: string;
}

/** Query of wallet/trans (GET): move available funds between two of the member's accounts. */
export interface TransferQuery {
  fromType: WalletAccountType;
  toType: WalletAccountType;
  coin: string;
  amount: string;
  /** With type 3 (lever) on one side: the isolated margin account of this pair ("BTC_USDT") rather than the cross one. */
  symbolName?: string;
}

/** Answer of wallet/trans: the available balance of the coin in both accounts afterwards. */
export interface TransferResult {
  coin: string;
  from: { type: WalletAccountType; available: string };
  to: { type: WalletAccountType; available: string };
}

/** Answer of wallet/contract/transferable/{coin}: what may leave the contract account now. */
export interface ContractTransferable {
  coin: string;
  transferable: string;
}

// ---- coins and chains ----------------------------------------------------------------------------

/** One network a coin moves on, with its deposit and withdrawal terms. */
export interface CoinChain {
  /** "BTC", "ERC20", "TRC20", "BEP20" … */
  chain: string;
  /** Smaller deposits are recorded but not credited. */
  min_deposit: string;
  /** Confirmations before a deposit is credited. */
  confirmations: number;
  /** Smallest amount a withdrawal may ask for (what arrives; the fee comes on top). */
  withdraw_min: string;
  /** Flat fee per withdrawal, in the coin, held and paid on top of the amount. */
  withdraw_fee: string;
  /** Decimals a withdrawal amount may have on this chain. */
  withdraw_scale: number;
  /** 1 when a withdrawal to this chain needs or accepts a memo / destination tag. */
  memo: 0 | 1;
}

/** A row of assets/getRechargeCurrency (also what the withdrawal form offers). */
export interface WalletCoin {
  coin: string;
  avatar: string;
  chains: CoinChain[];
}

/** A row of assets/getDepositAddress/{coin}: the member's own address on each chain of the coin. */
export interface DepositAddress {
  coin: string;
  chain: string;
  address: string;
  min_deposit: string;
  confirmations: number;
}

// ---- deposits and withdrawals ------------------------------------------------------------------

export const DEPOSIT_STATUS = { pending: '0', credited: '1', belowMinimum: '2' } as const;
export type DepositStatus = (typeof DEPOSIT_STATUS)[keyof typeof DEPOSIT_STATUS];

export const WITHDRAWAL_STATUS = { pending: '0', done: '1', rejected: '2', cancelled: '3' } as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUS)[keyof typeof WITHDRAWAL_STATUS];

/** Body of the four log calls (getRechargeLog, getRechargePendingLog, getWithdrawalLog, getWithdrawalPendingLog). */
export interface WalletLogBody {
  current?: number;
  /** 1–100, default 10. */
  size?: number;
  coin?: string;
  /** Account type; deposits and withdrawals all use FUNDING_WALLET_TYPE, so another type lists nothing. */
  type?: string;
}

export interface DepositRow {
  id: string;
  coin: string;
  chain: string;
  address: string;
  tx_hash: string;
  amount: string;
  confirmations: number;
  required_confirmations: number;
  status: DepositStatus;
  create_time: number;
  update_time: number;
}

export interface WithdrawalRow {
  id: string;
  coin: string;
  chain: string;
  address: string;
  memo: string;
  /** What arrives at the address. */
  amount: string;
  fee: string;
  /** amount + fee: what left (or, while pending, is frozen in) the account. */
  total: string;
  status: WithdrawalStatus;
  /** Set when an operator has sent it. */
  tx_hash: string;
  /** The operator's reason for a rejection. */
  remark: string;
  create_time: number;
  update_time: number;
}

/** Body of assets/cancelWithdrawal. */
export interface CancelWithdrawalBody {
  id: string;
}

/**
 * What the member asks for, before encryption. The web never sends this as is: it encrypts
 * JSON.stringify(body) into a WithdrawalEnvelope.
 */
export interface WithdrawalBody {
  coin: string;
  chain: string;
  address: string;
  /** Destination tag / memo for chains with CoinChain.memo = 1 (XRP: digits only). */
  memo?: string;
  /** What should arrive; the chain's fee is taken on top. */
  amount: string;
  /** md5 hex of the trade password, like every password on the wire. */
  tradePwd: string;
  /** Required when Google 2FA is bound (MemberInfo.google_key = 1). */
  googleCode?: string;
  /** Epoch ms when the body was made; the server refuses bodies older than WITHDRAWAL_BODY_MAX_AGE_MS. */
  timestamp: number;
}

/** A captured envelope can be replayed only this long (either way, for clock drift). */
export const WITHDRAWAL_BODY_MAX_AGE_MS = 5 * 60_000;

/**
 * Answer of open/getWithdrawalKey: an RSA public key (RSA-OAEP with SHA-256). Import `jwk` with
 * WebCrypto: importKey('jwk', jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
 * `pem` is the same key as SPKI PEM for other clients.
 */
export interface WithdrawalKey {
  /** Identifies the key pair; sent back in the envelope so a stale key is named, not mistaken for tampering. */
  kid: string;
  alg: 'RSA-OAEP-256';
  enc: 'A256GCM';
  jwk: { kty: 'RSA'; n: string; e: string; alg: 'RSA-OAEP-256'; use: 'enc'; kid: string };
  pem: string;
}

/**
 * Body of assets/withdrawal (sent as JSON). Made in the browser with WebCrypto:
 * 1. a fresh AES-256-GCM key (generateKey, extractable) and a random 12-byte iv;
 * 2. data = AES-GCM encrypt(iv, UTF-8 of JSON.stringify(WithdrawalBody)) — the 16-byte tag at the
 *    end, as WebCrypto returns it;
 * 3. key = RSA-OAEP (SHA-256) encrypt of the raw 32-byte AES key with the WithdrawalKey;
 * all three standard base64.
 */
export interface WithdrawalEnvelope {
  kid: string;
  key: string;
  iv: string;
  data: string;
}

// ---- bills -------------------------------------------------------------------------------------

/** Kinds of ledger movement a bill can show (free text upstream; these are the ones written today). */
export const BILL_KINDS = ['deposit', 'withdrawal', 'transfer', 'trade', 'fee', 'pnl', 'funding', 'coupon', 'liquidation', 'demo_grant'] as const;

/** Body of assets/getMyBill. */
export interface BillBody {
  current?: number;
  /** 1–100, default 10. */
  size?: number;
  /** Account type. */
  type?: WalletAccountType;
  /** A bill kind (BILL_KINDS). */
  kind?: string;
  coin?: string;
  /** Epoch ms, inclusive. */
  startTime?: number;
  endTime?: number;
}

/**
 * One change of one balance of the member: the net of one ledger transaction on one account and
 * kind, newest first. Moves between available and frozen of the same account (holds, releases)
 * net to nothing and are not listed.
 */
export interface BillRow {
  id: string;
  type: WalletAccountType;
  kind: string;
  coin: string;
  /** Signed: negative when it left the account. */
  amount: string;
  create_time: number;
}

// ---- trade password ----------------------------------------------------------------------------

/**
 * Body of member/tradePwd: sets or changes the trade password. All passwords are md5 hex.
 * Setting the first one takes loginPwd; changing it takes oldPayPwd, or (forgotten) a "verify"
 * code sent to the member's own e-mail or phone with its accountType (account.ts).
 */
export interface TradePasswordBody {
  /** The login password proves it is the member, not a stolen session (first trade password). */
  loginPwd?: string;
  /** The current trade password (a change). */
  oldPayPwd?: string;
  /** A "verify" code instead of oldPayPwd (a change), with the account it was sent to. */
  code?: string;
  accountType?: 'email' | 'phone';
  payPwd: string;
  payPwd1: string;
  /** Required when Google 2FA is bound. */
  googleCode?: string;
}
