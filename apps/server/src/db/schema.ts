// Table types for kysely. Ids are bigint identities on the database side and travel as strings.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = ColumnType<string, never, never>;

export interface MemberTable {
  id: Generated<string> & Id;
  uid: string;
  email: string | null;
  phone: string | null;
  area_code: string | null;
  password_hash: string;
  avatar: string;
  real_name_status: string;
  level_str: string;
  is_merchant: number;
  first_login: number;
  chat_key: string;
  google_secret: string | null;
  /** A Google secret shown for binding and not yet confirmed with a code (006_account). */
  google_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  pay_pwd_hash: string | null;
  anti_code: string;
  invite_code: string;
  invited_by: string | null;
  failed_logins: number;
  locked_until: Timestamp | null;
  create_time: Generated<Date> & Timestamp;
}

export interface MerchantTable {
  id: Generated<string> & Id;
  member_id: string;
  name: string;
  create_time: Generated<Date> & Timestamp;
}

/** One login session = one refresh-token family. Revoking it kills its access tokens too. */
export interface SessionTable {
  id: string;
  member_id: string;
  device_id: string;
  revoked: number;
  create_time: Generated<Date> & Timestamp;
}

export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  used: number;
  expires_at: Timestamp;
  create_time: Generated<Date> & Timestamp;
}

export interface VerificationCodeTable {
  id: Generated<string> & Id;
  target: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  used: number;
  expires_at: Timestamp;
  create_time: Generated<Date> & Timestamp;
}

/** Every message the server "sends" (e-mail or SMS); printed to the log, readable by tests. */
export interface OutboxTable {
  id: Generated<string> & Id;
  channel: string;
  target: string;
  subject: string;
  body: string;
  create_time: Generated<Date> & Timestamp;
}

export interface LoginLogTable {
  id: Generated<string> & Id;
  member_id: string;
  ip: string;
  device_id: string;
  user_agent: string;
  success: number;
  create_time: Generated<Date> & Timestamp;
}

export interface LoginDeviceTable {
  id: Generated<string> & Id;
  member_id: string;
  device_id: string;
  device_name: string;
  ip: string;
  last_login_time: Timestamp;
  create_time: Generated<Date> & Timestamp;
}

export interface ContentRowTable {
  table_id: string;
  row_id: string;
  data: ColumnType<Record<string, unknown>, string, string>;
}

export interface FeedbackTable {
  id: Generated<string> & Id;
  member_id: string | null;
  email: string;
  type: string;
  content: string;
  images: string;
  create_time: Generated<Date> & Timestamp;
}

export interface MarketOrderTable {
  id: string;
  kind: string;
  symbol: string;
  owner_type: string;
  owner_id: string;
  side: string;
  order_type: string;
  tif: string;
  price_ticks: string | null;
  quantity_lots: string | null;
  funds_notional: string | null;
  remaining_lots: string;
  filled_lots: string;
  status: number;
  engine_seq: string;
  create_time: Generated<Date> & Timestamp;
  update_time: Generated<Date> & Timestamp;
  /** Member spot orders (004_spot): xjwt | sjwt | zyzs | dtzyzs; null for bots. */
  entrust_type: ColumnType<string | null, string | null | undefined, string | null>;
  trigger_ticks: ColumnType<string | null, string | null | undefined, string | null>;
  /** A stop order: 1 fires when the last price rises to the trigger, 0 when it falls to it. */
  trigger_rises: ColumnType<number | null, number | null | undefined, number | null>;
  take_profit_ticks: ColumnType<string | null, string | null | undefined, string | null>;
  stop_loss_ticks: ColumnType<string | null, string | null | undefined, string | null>;
  /** An exit order: the dtzyzs order whose fill it closes. */
  parent_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 while a stop or an exit waits for its trigger (not in the book). */
  waiting: ColumnType<number, number | undefined, number>;
  /** Σ price × amount of the fills, in notional units (ticks × lots). */
  filled_notional: ColumnType<string, string | undefined, string>;
}

/** A fill of a member's order (004_spot): one row per member side of a trade. */
export interface SpotFillTable {
  id: Generated<string> & Id;
  member_id: string;
  order_id: string;
  kind: string;
  symbol: string;
  side: string;
  role: string;
  price_ticks: string;
  quantity_lots: string;
  /** Ledger units (8 decimals) of fee_coin. */
  fee: string;
  fee_coin: string;
  trade_seq: string;
  trade_time: string;
}

export interface MarketTradeTable {
  id: Generated<string> & Id;
  kind: string;
  symbol: string;
  engine_seq: string;
  price_ticks: string;
  quantity_lots: string;
  taker_side: string;
  taker_order_id: string;
  maker_order_id: string;
  trade_time: string;
}

export interface KlineTable {
  kind: string;
  symbol: string;
  interval: string;
  open_time: string;
  open: string;
  high: string;
  low: string;
  close: string;
  amount: string;
  vol: string;
}

export interface WatchlistTable {
  member_id: string;
  kind: string;
  symbol: string;
  create_time: Generated<Date> & Timestamp;
}

/** Integer minor units at 8 decimals; numeric travels as a string both ways (ledger/amount.ts). */
type Units = ColumnType<string, string | undefined, string>;

/** One balance of one owner's wallet sub-account in one asset (ledger/). */
export interface LedgerAccountTable {
  id: Generated<string> & Id;
  owner_type: 'member' | 'system';
  owner_id: string;
  /** Derived from owner_id for member owners, so the database checks the member exists. */
  member_id: ColumnType<string | null, never, never>;
  wallet_type: string;
  asset: string;
  available: Units;
  locked: Units;
  create_time: Generated<Date> & Timestamp;
}

/** One ledger transaction: its entries sum to zero per asset. */
export interface LedgerTxTable {
  id: Generated<string> & Id;
  kind: string;
  ref: string;
  create_time: Generated<Date> & Timestamp;
}

/** One signed posting to one balance (available or locked) of one account. */
export interface LedgerEntryTable {
  id: Generated<string> & Id;
  tx_id: string;
  account_id: string;
  asset: string;
  amount: ColumnType<string, string, never>;
  balance_kind: 'available' | 'locked';
  kind: string;
  ref: string;
  create_time: Generated<Date> & Timestamp;
}

/** A member's deposit address on one chain (005_wallet). */
export interface WalletAddressTable {
  member_id: string;
  chain: string;
  address: string;
  create_time: Generated<Date> & Timestamp;
}

/** A deposit reported by a chain watcher (005_wallet); status 0 pending, 1 credited, 2 below minimum. */
export interface WalletDepositTable {
  id: Generated<string> & Id;
  member_id: string;
  coin: string;
  chain: string;
  address: string;
  tx_hash: string;
  amount: Units;
  confirmations: number;
  required_confirmations: number;
  status: string;
  create_time: Generated<Date> & Timestamp;
  update_time: Generated<Date> & Timestamp;
}

/** A withdrawal request (005_wallet); status 0 pending, 1 done, 2 rejected, 3 cancelled. */
export interface WalletWithdrawalTable {
  /** Taken from the sequence before the insert, so the ledger hold can carry it (modules/assets/withdrawals.ts). */
  id: ColumnType<string, string, never>;
  member_id: string;
  wallet_type: string;
  coin: string;
  chain: string;
  address: string;
  memo: Generated<string>;
  amount: Units;
  fee: Units;
  status: string;
  tx_hash: Generated<string>;
  remark: Generated<string>;
  create_time: Generated<Date> & Timestamp;
  update_time: Generated<Date> & Timestamp;
}

/** Server-wide secrets shared by every API server of one database (005_wallet). */
export interface ServerSecretTable {
  name: string;
  value: string;
  create_time: Generated<Date> & Timestamp;
}

/** Proof, for a few minutes, that the member controls their own e-mail or phone (006_account). */
export interface SecurityTicketTable {
  token_hash: string;
  member_id: string;
  account_type: 'email' | 'phone';
  used: number;
  expires_at: Timestamp;
  create_time: Generated<Date> & Timestamp;
}

/** An identity verification request (006_account); status '1' pending, '2' verified, '-1' failed. */
export interface KycRequestTable {
  id: Generated<string> & Id;
  member_id: string;
  real_name: string;
  document_type: string;
  document_number: string;
  front_image: string;
  back_image: string;
  status: string;
  reason: Generated<string>;
  create_time: Generated<Date> & Timestamp;
  review_time: Timestamp | null;
}

/** A member's API key (006_account): the secret is stored as its SHA-256 only. */
export interface ApiKeyTable {
  id: Generated<string> & Id;
  member_id: string;
  label: string;
  access_key: string;
  secret_hash: string;
  /** Comma-separated API_KEY_PERMISSIONS. */
  permissions: string;
  ip_whitelist: string;
  create_time: Generated<Date> & Timestamp;
  update_time: Generated<Date> & Timestamp;
}

/** How far the journal's log is written into the tables (010_journal_state, db/journalLog.ts). */
export interface JournalStateTable {
  id: number;
  projected_seq: string;
}

export interface Database {
  member: MemberTable;
  merchant: MerchantTable;
  session: SessionTable;
  refresh_token: RefreshTokenTable;
  verification_code: VerificationCodeTable;
  outbox: OutboxTable;
  login_log: LoginLogTable;
  login_device: LoginDeviceTable;
  content_row: ContentRowTable;
  feedback: FeedbackTable;
  ledger_account: LedgerAccountTable;
  ledger_tx: LedgerTxTable;
  ledger_entry: LedgerEntryTable;
  market_order: MarketOrderTable;
  market_trade: MarketTradeTable;
  kline: KlineTable;
  watchlist: WatchlistTable;
  spot_fill: SpotFillTable;
  wallet_address: WalletAddressTable;
  wallet_deposit: WalletDepositTable;
  wallet_withdrawal: WalletWithdrawalTable;
  server_secret: ServerSecretTable;
  security_ticket: SecurityTicketTable;
  kyc_request: KycRequestTable;
  api_key: ApiKeyTable;
  journal_state: JournalStateTable;
}
