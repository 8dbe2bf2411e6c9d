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
  create_time: Generated<Date> & Timestamp;
}

export interface MerchantTable {
  id: Generated<string> & Id;
  member_id: string;
  name: string;
  /** USDT units held on the merchant wallet as the merchant's deposit (020_otc). */
  deposit: Generated<string>;
  create_time: Generated<Date> & Timestamp;
}

/** One login session = one refresh-token family. Revoking it kills its access tokens too. */
export interface SessionTable {
  id: string;
  member_id: string;
  device_id: string;
  revoked: number;
  /** Moves on at every refresh; an access token of an earlier generation is refused (013). */
  generation: Generated<number>;
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
  /** Member contract orders (017_futures): 1 open long, 2 open short, 3 close long, 4 close short; null otherwise. */
  direction: ColumnType<number | null, number | null | undefined, number | null>;
  leverage: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 isolated, 2 cross. */
  margin_pattern: ColumnType<number | null, number | null | undefined, number | null>;
  /** A close or take-profit / stop-loss: the position it is for. */
  position_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 take-profit, 2 stop-loss. */
  zyzs_type: ColumnType<number | null, number | null | undefined, number | null>;
  /** member | liquidation | adl. */
  source: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One owner's state of one contract (017_futures): setting and current position. */
export interface ContractPositionTable {
  owner_type: string;
  owner_id: string;
  kind: string;
  symbol: string;
  leverage: number;
  pattern: number;
  position_id: string | null;
  /** Signed lots (> 0 long). */
  size_lots: string;
  /** Fixed, 10^-18. */
  entry_price: string;
  /** Ledger units. */
  margin: string;
  realised: string;
  funding: string;
  shortfall: string;
  /** Ledger units of the margin that are a trial-fund coupon's (never the member's to take out). */
  coupon: string;
  coupon_id: string | null;
  open_time: string;
  update_time: string;
}

/** A trial-fund coupon (017_futures): 0 usable, 1 used, 2 expired. */
export interface ContractCouponTable {
  id: string;
  member_id: string;
  coin: string;
  amount: string;
  status: number;
  expire_time: string;
  create_time: string;
  position_id: string | null;
  use_time: string | null;
}

/** An operator's switch of a product (028_product_switch); no row: on. */
export interface ProductSwitchTable {
  product: string;
  enabled: boolean;
  changed_at: string;
}

/** A pulse contract (021_pulse); amounts in ledger units, prices as the trades recorded them. */
export interface PulseContractTable {
  id: Generated<string> & Id;
  member_id: string;
  symbol: string;
  direction: string;
  seconds: number;
  stake: string;
  ratio_bp: number;
  profit_if_win: string;
  status: ColumnType<string, string | undefined, string>;
  accepted_at: string;
  expire_at: string;
  entry_seq: ColumnType<string | null, string | null | undefined, string | null>;
  entry_price: ColumnType<string | null, string | null | undefined, string | null>;
  entry_time: ColumnType<string | null, string | null | undefined, string | null>;
  exit_seq: ColumnType<string | null, string | null | undefined, string | null>;
  exit_price: ColumnType<string | null, string | null | undefined, string | null>;
  exit_time: ColumnType<string | null, string | null | undefined, string | null>;
  result: ColumnType<string | null, string | null | undefined, string | null>;
  profit: ColumnType<string | null, string | null | undefined, string | null>;
  settled_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Rewards (023_welfare): a task credited once per key (a daily task's key carries its day). */
export interface WelfareTaskTable {
  member_id: string;
  task_key: string;
  task_code: string;
  points: number;
  create_time: string;
}

export interface WelfarePointsLogTable {
  id: Generated<string> & Id;
  member_id: string;
  change: number;
  reason: string;
  create_time: string;
}

export interface WelfareChanceTable {
  member_id: string;
  chances: number;
}

export interface WelfareDrawTable {
  id: Generated<string> & Id;
  member_id: string;
  prize_code: string;
  coin: string;
  amount: string;
  create_time: string;
}

export interface WelfareNewcomerTable {
  member_id: string;
  task_code: string;
  coupon_id: string;
  create_time: string;
}

/** A spot fee-deduction coupon (029_fee_coupon): 0 active, 1 used up, 2 expired. */
export interface WelfareFeeCouponTable {
  id: string;
  member_id: string;
  coin: string;
  amount: string;
  status: number;
  expire_time: string;
  create_time: string;
  close_time: string | null;
  remaining: string | null;
}

/** A fill of a member's contract order (017_futures). */
export interface ContractFillTable {
  id: Generated<string> & Id;
  member_id: string;
  order_id: string;
  kind: string;
  symbol: string;
  direction: number;
  role: string;
  source: string;
  price_ticks: string;
  quantity_lots: string;
  /** Fixed entry of the position before a closing fill; null for an open. */
  open_price: string | null;
  /** Ledger units of coin. */
  profit: string;
  fee: string;
  coin: string;
  position_id: string | null;
  trade_seq: string;
  trade_time: string;
}

/** A settled funding time of a contract (018_funding): the funding clock. Rate and mark are Fixed (10^-18). */
export interface ContractFundingTable {
  kind: string;
  symbol: string;
  funding_time: string;
  rate: string;
  mark: string;
}

/** A contract's premium sums since its last funding time (025_premium): weighted (Fixed × ms), last_value Fixed, last_at epoch ms. */
export interface ContractPremiumTable {
  kind: string;
  symbol: string;
  weighted: string;
  total_ms: string;
  last_value: string;
  last_at: string;
}

/** A member position's funding payment (018_funding); amount in ledger units, + received. */
export interface ContractFundingPaymentTable {
  id: Generated<string> & Id;
  member_id: string;
  position_id: string;
  kind: string;
  symbol: string;
  funding_time: string;
  size_lots: string;
  rate: string;
  mark: string;
  amount: string;
  coin: string;
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

/** Wrong logins of one account name from one client (013_login_failure, auth/loginGuard.ts). */
export interface LoginFailureTable {
  account: string;
  client: string;
  failures: number;
  /** The end of the counting window, or of the lock once failures reached the limit. */
  expires_at: Timestamp;
}

/** A file under DATA_DIR/uploads and its owner (016_upload); purpose '' until it is attached. */
export interface UploadTable {
  name: string;
  member_id: string;
  purpose: Generated<string>;
  size: number;
  content_type: string;
  create_time: Generated<Date> & Timestamp;
}

/** How far the journal's log is written into the tables (010_journal_state, db/journalLog.ts). */
export interface JournalStateTable {
  id: number;
  projected_seq: string;
}

/** How far the simulator's retention sweep has got (012_retention, market/retention.ts). */
export interface RetentionStateTable {
  id: number;
  /** The last market_trade id looked at, and its trade_time (epoch ms). */
  trade_id: string;
  trade_time: string;
  /** The last ledger_entry id looked at. */
  entry_id: string;
  /** The transaction that carries forward the pruned entries' sums, and its entries' id range. */
  carry_tx_id: string | null;
  carry_first_entry: string | null;
  carry_last_entry: string | null;
}

/** One borrow of a margin account (019_margin); amounts in ledger units. */
export interface MarginLoanTable {
  id: Generated<string> & Id;
  member_id: string;
  /** fixed (isolated, symbol "BTC/USDT") or all (cross, symbol ""). */
  mode: string;
  symbol: string;
  coin: string;
  borrowed: string;
  principal: string;
  interest: string;
  interest_paid: ColumnType<string, string | undefined, string>;
  day_rate: string;
  hours_charged: number;
  /** 0 open, 1 repaid. */
  status: ColumnType<number, number | undefined, number>;
  create_time: string;
  repaid_time: string | null;
}

/** A member's leverage of one isolated pair (019_margin). */
export interface MarginSettingTable {
  member_id: string;
  symbol: string;
  leverage: number;
}

/** P2P tables (020_otc): units of 10^-8 for coins, cents for fiat, epoch ms for times. */
export interface MerchantApplicationTable {
  id: Generated<string> & Id;
  member_id: string;
  name: string;
  contact: string;
  coin: string;
  deposit: string;
  /** 1 waiting, 2 approved, -1 rejected. */
  status: Generated<number>;
  reason: Generated<string>;
  create_time: string;
  review_time: string | null;
}

export interface OtcPaymentTable {
  id: Generated<string> & Id;
  member_id: string;
  kind: string;
  name: string;
  account: string;
  bank: string;
  branch: string;
  qr_image: string;
  deleted: Generated<number>;
  create_time: string;
}

export interface OtcAdvertTable {
  id: Generated<string> & Id;
  merchant_id: string;
  member_id: string;
  direction: number;
  coin: string;
  fiat: string;
  price: string;
  total: string;
  remaining: string;
  held: Generated<string>;
  min_amount: string;
  max_amount: string;
  pay_kinds: string;
  pay_minutes: number;
  terms: string;
  auto_reply: string;
  status: Generated<number>;
  create_time: string;
  /** 1 fixed (price), 2 floating: the index × margin_bp / 10000 at order time (027). */
  price_type: Generated<number>;
  margin_bp: Generated<number>;
}

export interface OtcOrderTable {
  id: Generated<string> & Id;
  order_code: string;
  advert_id: string;
  merchant_id: string;
  member_id: string;
  merchant_member_id: string;
  type: number;
  coin: string;
  fiat: string;
  price: string;
  coin_units: string;
  fiat_cents: string;
  status: Generated<number>;
  appeal_status: Generated<number>;
  payee_methods: string;
  terms: string;
  pay_deadline: string;
  paid_time: Generated<string>;
  finish_time: Generated<string>;
  create_time: string;
}

export interface OtcChatTable {
  id: Generated<string> & Id;
  order_id: string;
  sender_id: string;
  content_type: number;
  content: string;
  create_time: string;
}

export interface OtcAppealTable {
  id: Generated<string> & Id;
  order_id: string;
  initiator_id: string;
  status: Generated<number>;
  result: Generated<string>;
  create_time: string;
}

export interface OtcAppealEntryTable {
  id: Generated<string> & Id;
  appeal_id: string;
  order_id: string;
  type: number;
  member_id: string;
  reason: string;
  description: string;
  proof: string;
  create_time: string;
}

export interface UploadGrantTable {
  name: string;
  member_id: string;
}

/** A member with a support role (022_chat). */
export interface StaffTable {
  member_id: string;
  role: 'agent' | 'operator';
  create_time: Generated<Date> & Timestamp;
}

/** A member's support chat (022_chat), keyed by the member's chat_key. */
export interface ChatConversationTable {
  chat_key: string;
  member_id: string;
  member_unread: Generated<number>;
  agent_unread: Generated<number>;
  last_time: Generated<Date> & Timestamp;
  create_time: Generated<Date> & Timestamp;
}

/** A message of a support chat (022_chat); sender_id null for a system message. */
export interface ChatMessageTable {
  id: Generated<string> & Id;
  chat_key: string;
  sender_id: string | null;
  sender_kind: 'member' | 'agent' | 'system';
  content: string;
  content_type: '1' | '2';
  create_time: Generated<Date> & Timestamp;
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
  contract_position: ContractPositionTable;
  contract_fill: ContractFillTable;
  contract_coupon: ContractCouponTable;
  contract_funding: ContractFundingTable;
  contract_funding_payment: ContractFundingPaymentTable;
  contract_premium: ContractPremiumTable;
  pulse_contract: PulseContractTable;
  product_switch: ProductSwitchTable;
  welfare_task: WelfareTaskTable;
  welfare_points_log: WelfarePointsLogTable;
  welfare_chance: WelfareChanceTable;
  welfare_draw: WelfareDrawTable;
  welfare_newcomer: WelfareNewcomerTable;
  welfare_fee_coupon: WelfareFeeCouponTable;
  wallet_address: WalletAddressTable;
  wallet_deposit: WalletDepositTable;
  wallet_withdrawal: WalletWithdrawalTable;
  server_secret: ServerSecretTable;
  security_ticket: SecurityTicketTable;
  kyc_request: KycRequestTable;
  api_key: ApiKeyTable;
  journal_state: JournalStateTable;
  retention_state: RetentionStateTable;
  login_failure: LoginFailureTable;
  upload: UploadTable;
  finance_product: FinanceProductTable;
  finance_holding: FinanceHoldingTable;
  finance_interest: FinanceInterestTable;
  finance_event: FinanceEventTable;
  invite_rebate_cursor: InviteRebateCursorTable;
  invite_rebate: InviteRebateTable;
  invite_rate: InviteRateTable;
  kol_application: KolApplicationTable;
  margin_loan: MarginLoanTable;
  margin_setting: MarginSettingTable;
  merchant_application: MerchantApplicationTable;
  otc_payment: OtcPaymentTable;
  otc_advert: OtcAdvertTable;
  otc_order: OtcOrderTable;
  otc_chat: OtcChatTable;
  otc_appeal: OtcAppealTable;
  otc_appeal_entry: OtcAppealEntryTable;
  upload_grant: UploadGrantTable;
  staff: StaffTable;
  chat_conversation: ChatConversationTable;
  chat_message: ChatMessageTable;
}

/** A savings product (024_finance); amounts and the rate in ledger units (10^-8). */
export interface FinanceProductTable {
  id: Generated<string> & Id;
  coin: string;
  kind: string;
  rate: string;
  term_days: number;
  min_amount: string;
  member_cap: string;
  total_cap: string;
  subscribed: Generated<string>;
  enabled: Generated<boolean>;
  create_time: string;
}

/** A member's principal and unpaid interest in a savings product (024_finance). */
export interface FinanceHoldingTable {
  id: Generated<string> & Id;
  member_id: string;
  product_id: string;
  principal: string;
  interest: Generated<string>;
  earned: Generated<string>;
  accrued_days: Generated<number>;
  start_time: string;
  maturity_time: string;
  status: number;
}

/** One day's interest of one holding (024_finance): the key makes it once. */
export interface FinanceInterestTable {
  holding_id: string;
  day: string;
  amount: string;
}

/** A line of a member's savings history (024_finance). */
export interface FinanceEventTable {
  id: Generated<string> & Id;
  member_id: string;
  holding_id: string;
  coin: string;
  type: string;
  amount: string;
  create_time: string;
}

/** How much of an invitee's fees, per wallet and coin, has been rebated already (024_finance). */
export interface InviteRebateCursorTable {
  invitee_id: string;
  wallet_type: string;
  coin: string;
  fee_seen: string;
}

/** A rebate paid to an inviter on an invitee's fees (024_finance). */
export interface InviteRebateTable {
  id: Generated<string> & Id;
  inviter_id: string;
  invitee_id: string;
  coin: string;
  fee: string;
  rate: string;
  amount: string;
  create_time: string;
}

/** A member's own rebate rate (an approved KOL's), 024_finance. */
export interface InviteRateTable {
  member_id: string;
  rate: string;
}

/** A KOL programme application (024_finance): status 0 pending, 1 approved, 2 rejected. */
export interface KolApplicationTable {
  id: Generated<string> & Id;
  member_id: string;
  channels: string;
  audience: string;
  contact: string;
  status: number;
  reason: Generated<string>;
  rate: Generated<string>;
  create_time: string;
  review_time: string | null;
}
