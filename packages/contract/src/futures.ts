// Perpetual futures on the wire (spec §7 "Contracts", DESIGN §4 "Contract order", products.md §1 and
// §5): the calls with the original's shapes, plus the risk figures the server computes (the web
// computes none of them: mark, unrealised PnL, ROE, maintenance margin, margin ratio, liquidation and
// bankruptcy prices all come from the server's risk core, rounded against the member).
//
// Kinds. ubw: USDT-margined, linear; the amount of an order or a position is in the base coin at the
// pair's coin_coin_scale (BTC/USDT: 0.001 BTC steps); margin, PnL, fees and funding are in USDT.
// bbw: coin-margined, inverse; the amount is a whole number of CONTRACTS, each worth a fixed number
// of USD (contract_size: 100 for BTC/USD, 10 for ETH/USD and SOL/USD), which is also what the
// engine's lots, the order book's depth amounts, the trades' amounts and a position's size count
// (coin_coin_scale 0, min_amount 1). Margin, PnL, fees and funding are in the base coin (BTC, ETH,
// SOL). A web that shows a bbw amount in coin converts with amount × contract_size / price (the
// original's "contractUnit" setting); the wire always carries contracts.
//
// Positions are one-way and merged (pattern_type 1): one net position per member and contract. An
// open (direction 1 long, 2 short) adds to the position on its own side; while a member holds or is
// opening one side of a contract, an open of the other side is refused (close first). A close
// (3 close long, 4 close short) is reduce-only: at most the position's size less what the member's
// open close orders already reserve (the position's frozen_balance).
//
// Every number is a decimal string; prices at the pair's base_coin_scale, money at up to 8 decimals.
import Big from 'big.js';
import { pairToPath } from './format-pair.ts';
import type { PairConfig, SymbolDetail } from './market.ts';
import type { EntrustStatus } from './spot.ts';
import { WALLET_PATH } from './wallet.ts';

export const CONTRACT_KINDS = ['ubw', 'bbw'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** contractType in bodies and contract_type in rows: "1" ubw, "2" bbw (as PairConfig.contract_type). */
export type ContractTypeCode = '1' | '2';
export const CONTRACT_TYPE_OF: Record<ContractKind, ContractTypeCode> = { ubw: '1', bbw: '2' };
export const KIND_OF_CONTRACT_TYPE: Record<ContractTypeCode, ContractKind> = { '1': 'ubw', '2': 'bbw' };

/** The unit a bbw amount is counted in (the original's 张). */
export const CONTRACT_UNIT = 'CONT';

/** Open: ptwt limit, sjwt market, jhwt plan (a trigger price, then a limit order; margin held while it waits). */
export const CONTRACT_OPEN_TYPES = ['ptwt', 'sjwt', 'jhwt'] as const;
export type ContractOpenType = (typeof CONTRACT_OPEN_TYPES)[number];
/** Close: ptwt limit, sjwt market, zyzs take-profit / stop-loss on a position (a trigger, then a limit or market close). */
export const CONTRACT_CLOSE_TYPES = ['ptwt', 'sjwt', 'zyzs'] as const;
export type ContractCloseType = (typeof CONTRACT_CLOSE_TYPES)[number];
export type ContractEntrustType = 'ptwt' | 'sjwt' | 'jhwt' | 'zyzs';

/** 1 open long, 2 open short, 3 close long, 4 close short. */
export type ContractDirection = '1' | '2' | '3' | '4';
/** A position's side: 1 long, 2 short. */
export type PositionSide = '1' | '2';
/** 1 isolated (zc), 2 cross (qc). */
export type MarginPattern = '1' | '2';
/** 1 merged (one net position per contract; the only one offered), 2 split. */
export type PatternType = '1' | '2';
/** zyzs: 1 take-profit, 2 stop-loss. */
export type ZyzsType = '1' | '2';

/**
 * Body of `entrust/contract/open/{ptwt|sjwt|jhwt}` and `entrust/contract/close/{ptwt|sjwt|zyzs}`
 * (the original's EntrustContractParam).
 */
export interface ContractOrderBody {
  /** "BTC/USDT" (ubw) or "BTC/USD" (bbw). */
  exchangeCoinStr: string;
  /** 1–2 on open, 3–4 on close. */
  direction: ContractDirection;
  /** Limit price (ptwt, jhwt; zyzs optional: without it the close is at market). */
  price?: string;
  /** ubw: base coin; bbw: whole contracts. On close/zyzs without an amount the whole position closes. */
  amount?: string;
  /** Open only; defaults to the member's setting for the contract (updateLeverageRadio), which it must equal. */
  pattern?: MarginPattern;
  patternType?: PatternType;
  contractType: ContractTypeCode;
  /** Open (ptwt, sjwt, jhwt): armed on the position once the order fills. Long: TP above, SL below the order price; short: the reverse. */
  takeProfitPrice?: string;
  stopLossPrice?: string;
  /** jhwt (the price that releases the plan order) and close/zyzs (the price that fires the close). */
  triggerPrice?: string;
  /** close/zyzs: the position (its order_code); the member's position of the contract when absent. */
  closeLogContractOrderCode?: string;
  /** close/zyzs: 1 take-profit (long: trigger above the last price; short: below), 2 stop-loss (the reverse). */
  zyzsType?: ZyzsType;
}

/** A row of `entrust/get/myPosition/{ubw|bbw}`: the original's fields, then the server's risk figures. */
export interface ContractPositionRow {
  /** The position (logContractId of updateBond and reducible); a new one each time a flat position opens. */
  id: string;
  /** Same as id (closeLogContractOrderCode names it). */
  order_code: string;
  symbol_name: string;
  contract_type: ContractTypeCode;
  direction: PositionSide;
  /** Average entry price at the pair's price scale (long rounded up, short down). */
  avg_price: string;
  /** Margin: an isolated position's own margin; a cross position's margin locked at entry (its share of the cross wallet). */
  principal_amount: string;
  /** The settlement coin (USDT for ubw, the base coin for bbw). */
  principal_symbol: string;
  /** Closable: size less what open close orders reserve. */
  balance: string;
  /** Reserved by the member's open close orders. */
  frozen_balance: string;
  /** Unit of balance and size: the base coin (ubw) or CONT (bbw). */
  balance_symbol: string;
  /** The whole size. */
  size: string;
  /** Liquidation price at the mark; "" shows "--" (no positive price liquidates it). */
  forcePrice: string;
  pattern: MarginPattern;
  pattern_type: PatternType;
  leverage: string;
  avatar: string;
  /** Funding received (> 0) or paid (< 0) since the position opened, in the settlement coin. */
  night_amount: string;
  mark_price: string;
  /** Notional at the mark (settlement coin terms: USDT for ubw, base coin for bbw). */
  notional: string;
  unrealised_pnl: string;
  /** Unrealised PnL over the initial margin at entry, as a fraction ("0.4" = 40 %). */
  roe: string;
  maintenance_margin: string;
  /** Maintenance margin over margin balance (Binance's; 1 = liquidation, higher is riskier); "" when there is no positive balance. */
  margin_ratio: string;
  /** Where the position's margin balance reaches zero; "" for "--". */
  bankruptcy_price: string;
  /** Isolated: most margin updateBond may take out now; cross: "". */
  removable_margin: string;
  /** Position-wide take-profit / stop-loss trigger prices now armed (zyzs orders without an amount); "" when none. */
  take_profit_price: string;
  stop_loss_price: string;
  /** Realised PnL of this position so far (fees apart), settlement coin. */
  realised_pnl: string;
  create_time: number;
}

/** Where an order came from: the member, or the exchange closing a position (the liquidation helper's). */
export type ContractOrderSource = 'member' | 'liquidation' | 'adl';

/** A row of `entrust/entrustlogContract/{kind}/{dqwt|jhwt|zyzs|lswt}/{PAIR|all}` and the answer of a placed order. */
export interface ContractEntrustRow {
  id: string;
  symbol_name: string;
  contract_type: ContractTypeCode;
  entrust_type: ContractEntrustType;
  direction: ContractDirection;
  pattern: MarginPattern;
  leverage: string;
  /** Limit price; "" for a market order. */
  entrust_price: string;
  /** Amount asked for; "" for a take-profit / stop-loss that closes the whole position. */
  entrust_balance: string;
  /** Unit of the amounts: base coin (ubw) or CONT (bbw). */
  entrust_symbol: string;
  /** Average fill price; "" before a fill. */
  success_price: string;
  success_balance: string;
  /** Margin (and fee reserve) the order holds now, in frozen_symbol; 0 for closes. */
  frozen_balance: string;
  frozen_symbol: string;
  trigger_price: string;
  /** zyzs: "1" take-profit, "2" stop-loss; "" otherwise. */
  zyzs_type: '' | ZyzsType;
  take_profit_price: string;
  stop_loss_price: string;
  /** "1" while a plan or take-profit / stop-loss order waits for its trigger. */
  trigger_waiting: '0' | '1';
  entrust_status: EntrustStatus;
  create_time: number;
  update_time: number;
  /** When it reached its final state; 0 while open. */
  completed_time: number;
  /** Closes: the position's entry price at the order's first fill; "" otherwise. */
  open_price: string;
  /** Realised PnL of its fills (closes), fees apart. */
  profit: string;
  profit_symbol: string;
  fee_balance: string;
  fee_symbol: string;
  /** The position a close or zyzs order is for; "" for opens. */
  position_id: string;
  source: ContractOrderSource;
}

/** A row of `entrust/entrustlogContract/{kind}/cjjl/{PAIR|all}`: one fill of one of the member's orders. */
export interface ContractFillRow {
  id: string;
  order_id: string;
  symbol_name: string;
  contract_type: ContractTypeCode;
  direction: ContractDirection;
  success_price: string;
  success_balance: string;
  entrust_symbol: string;
  /** The position's entry before this fill (closes); "" for opens. */
  open_price: string;
  profit: string;
  profit_symbol: string;
  fee_balance: string;
  fee_symbol: string;
  role: 'taker' | 'maker';
  source: ContractOrderSource;
  create_time: number;
}

/**
 * One funding payment of one of the member's positions (`entrust/get/fundingHistory/{ubw|bbw}`),
 * newest first: at each funding time every open position pays (amount < 0) or receives (> 0)
 * size × mark × rate (linear; contracts × contract size / mark × rate for inverse) in its
 * settlement coin. The original had no such list (only a position's accumulated night_amount).
 */
export interface FundingPaymentRow {
  id: string;
  /** The position (myPosition's order_code / id). */
  position_id: string;
  symbol_name: string;
  contract_type: ContractTypeCode;
  /** Epoch ms of the funding time. */
  funding_time: number;
  /** 1 long, 2 short: the position's side then. */
  direction: '1' | '2';
  /** The position's size then (coin for ubw, contracts for bbw). */
  size: string;
  /** The rate applied, a fraction ("0.0001" = 0.01 %); > 0: longs pay shorts. */
  rate: string;
  mark_price: string;
  /** Signed, in the settlement coin: > 0 received, < 0 paid. */
  amount: string;
  coin: string;
}

/** Query of fundingHistory (all optional): one contract (BTC/USDT) and one position. */
export interface FundingHistoryQuery {
  current?: number;
  size?: number;
  symbolName?: string;
  positionId?: string;
}

export const CONTRACT_LOG_TABS = ['dqwt', 'jhwt', 'zyzs', 'lswt', 'cjjl'] as const;
/** dqwt current (open in the book), jhwt plan orders waiting, zyzs take-profit / stop-loss waiting, lswt history (final), cjjl fills. */
export type ContractLogTab = (typeof CONTRACT_LOG_TABS)[number];

/** Query of entrustlogContract (all optional). */
export interface ContractLogQuery {
  current?: number;
  size?: number;
  direction?: ContractDirection;
  /** Epoch ms, inclusive. */
  startTime?: number;
  endTime?: number;
}

/** `wallet/get/contract/{BASE_QUOTE}`: the contract account as one contract sees it, and the member's setting for it. */
export interface ContractWallet {
  /**
   * The original's four balances of the contract account (wallet type 4), named as it named
   * them: Base is the pair's quote coin (USDT, USD), Coin its base coin (BTC). The one that
   * settles the contract is settle_coin's; a bbw pair's USD has no account and reads 0.
   */
  hyBaseBalance: string;
  hyCoinBalance: string;
  hyBaseFrozenBalance: string;
  hyCoinFrozenBalance: string;
  leverage: string;
  pattern: MarginPattern;
  patternType: PatternType;
  /** Highest leverage the pair allows in the member's pattern (the brackets may allow less for a large position). */
  max_leverage: string;
  settle_coin: string;
  /** Contract-account balance of the settlement coin (available + frozen). */
  wallet_balance: string;
  /** Margin balance: wallet + every position's unrealised PnL. */
  equity: string;
  /** What a new order may use: cross wallet + cross PnL − cross initial margin − open orders' margin. */
  available: string;
  position_margin: string;
  order_margin: string;
  unrealised_pnl: string;
  maintenance_margin: string;
  /** Of the cross part (MM / margin balance); "" without cross positions or a positive balance. */
  margin_ratio: string;
  /** What may leave the contract account now (as wallet/contract/transferable). */
  transferable: string;
}

/** Body of `wallet/contract/updateLeverageRadio`. */
export interface LeverageBody {
  pattern: MarginPattern;
  patternType: PatternType;
  /** The base coin ("BTC"): with type it names the contract. */
  symbol: string;
  type: ContractKind;
  /** Leverage, a whole number from 1 to the pair's limit. */
  cou: string | number;
}
/** Answer of updateLeverageRadio. */
export interface ContractSetting {
  symbol_name: string;
  contract_type: ContractTypeCode;
  leverage: string;
  pattern: MarginPattern;
  patternType: PatternType;
}

/** Body of `wallet/contract/updateBond`: add margin to, or take it from, an isolated position. */
export interface BondBody {
  logContractId: string;
  type: 'add' | 'sub';
  amount: string;
}

/** Query of `wallet/contract/isolated/margin/reducible` (answer: a decimal string, the settlement coin). */
export interface ReducibleQuery {
  logContractId: string;
}

/** Body of `entrust/contract/close/onekey`: close every position of the listed contracts (all of the kind when empty) at market. */
export interface CloseAllBody {
  oneKeySymbolNameList: string[];
  contractType: ContractTypeCode;
}
/** Answer of onekey: the close orders placed, and positions it could not close (why). */
export interface CloseAllResult {
  orders: ContractEntrustRow[];
  failed: Array<{ symbol_name: string; msg: string }>;
}

/** Body of cancel (`entrust/cancel/entrust`) for contract orders. */
export interface ContractCancelBody {
  type: 'contract_dqwt' | 'contract_jhwt' | 'contract_zyzs';
  idList: string[];
}
export const CONTRACT_CANCEL_TYPES = ['contract_dqwt', 'contract_jhwt', 'contract_zyzs'] as const;

/** A bracket of the maintenance-margin table (open/transaction/{ubw|bbw}/{PAIR}). */
export interface MarginBracketRow {
  tier: number;
  /** Notional range: USDT (ubw) or base coin (bbw). */
  notional_floor: string;
  notional_cap: string;
  max_leverage: number;
  maintenance_margin_rate: string;
  /** Maintenance amount (Binance's cum). */
  cum: string;
}

/** `open/transaction/{ubw|bbw}/{BASE_QUOTE}`: a PairConfig plus what trading a contract needs. */
export interface ContractPairConfig extends PairConfig {
  /** Highest leverage (isolated, = part_cou). */
  leverage: string;
  /** Smallest amount (= min_amount). */
  min_share: string;
  /** Taker fee rate of a close, and of any fill (one rate: buy_fee = sell_fee). */
  close_fee: string;
  /** The first bracket's rate. */
  maintenance_margin_rate: string;
  /** USD per contract (bbw); "1" for ubw, whose amount is the coin itself. */
  contract_size: string;
  /** What an amount counts: "coin" (ubw) or "contract" (bbw). */
  amount_unit: 'coin' | 'contract';
  settle_coin: string;
  brackets: MarginBracketRow[];
}

/** A row of `open/get/contractDetail` (SymbolDetail plus prices and funding). */
export interface ContractDetail extends SymbolDetail {
  markPrice: string;
  indexPrice: string;
  /** The rate the next funding time will apply, as a fraction ("0.0001" = 0.01 %); > 0: longs pay shorts. */
  fundingRate: string;
  /** Epoch ms of the next funding time. */
  nextFundingTime: number;
  /** Funding interval in ms. */
  fundingInterval: number;
  contractSize: string;
  /** Turnover of the last 24 h in the settlement-coin sense: quote coin (ubw), USD (bbw: contracts × size). */
  tradeTurnover: string;
}

/** Body of contractDetail. */
export interface ContractDetailBody {
  symbolNameList: string[];
  type: ContractKind;
}

/** A trial-fund coupon (`activity/userRewardCoupon/{x}`): margin for one market position. */
export interface CouponRow {
  id: string;
  /** The coin it pays margin in (USDT for ubw, the base coin for bbw). */
  coin: string;
  amount: string;
  /** 0 usable, 1 used, 2 expired. */
  status: '0' | '1' | '2';
  expire_time: number;
  create_time: number;
  /** The position it paid for, once used. */
  position_id: string;
}
/** Body of `contract/open/coupon/market`: open a market position on a coupon's margin. */
export interface CouponMarketBody {
  couponId: string;
  exchangeCoinStr: string;
  direction: '1' | '2';
  contractType: ContractTypeCode;
  /** Leverage for the position; the member's setting when absent. */
  leverage?: string;
}

/** Paths relative to coinBase(head). Pairs travel as BASE_QUOTE in a path. */
export const FUTURES_PATH = {
  contractDetail: 'open/get/contractDetail',
  pairConfig: (kind: ContractKind, pair: string) => `open/transaction/${kind}/${pairToPath(pair)}`,
  wallet: (pair: string) => `wallet/get/contract/${pairToPath(pair)}`,
  open: (type: ContractOpenType) => `entrust/contract/open/${type}`,
  close: (type: ContractCloseType) => `entrust/contract/close/${type}`,
  closeAll: 'entrust/contract/close/onekey',
  positions: (kind: ContractKind) => `entrust/get/myPosition/${kind}`,
  leverage: 'wallet/contract/updateLeverageRadio',
  bond: 'wallet/contract/updateBond',
  /** GET ?logContractId= */
  reducible: 'wallet/contract/isolated/margin/reducible',
  entrustLog: (kind: ContractKind, tab: ContractLogTab, pair: string | 'all') =>
    `entrust/entrustlogContract/${kind}/${tab}/${pair === 'all' ? 'all' : pairToPath(pair)}`,
  /** POST ContractCancelBody (shared with spot, which sends no type). */
  cancel: 'entrust/cancel/entrust',
  /** GET ?symbolName=BTC/USDT&type=ubw (type defaults to ubw; a "/USD" pair is bbw). Answer: decimal rate. */
  fundingRate: 'open/getFundingRate',
  /** GET FundingHistoryQuery. Answer: Page<FundingPaymentRow>, the member's own only. */
  fundingHistory: (kind: ContractKind) => `entrust/get/fundingHistory/${kind}`,
  /** Answer: the member's maintenance margin over every ubw position, USDT. */
  ubwMaintenance: 'entrust/get/getUbwMaintenanceMargin',
  /** Answer: the member's maintenance margin over the bbw positions settled in the pair's base coin. */
  bbwMaintenance: (pair: string) => `entrust/get/getBbwMaintenanceMargin/${pairToPath(pair)}`,
  transferable: WALLET_PATH.contractTransferable,
  coupons: (status: 'all' | '0' | '1' | '2') => `activity/userRewardCoupon/${status}`,
  couponMarket: 'contract/open/coupon/market',
} as const;

// ---- checks shared by the web and the server ------------------------------------------------------

/** What a check needs of the pair (open/transaction/{ubw|bbw}/{PAIR}). */
export interface ContractOrderRules {
  priceScale: number;
  /** ubw: the coin's scale; bbw: 0 (whole contracts). */
  amountScale: number;
  minAmount: string;
}

export type ContractOrderField = 'direction' | 'price' | 'amount' | 'triggerPrice' | 'takeProfitPrice' | 'stopLossPrice' | 'zyzsType' | 'pattern' | 'patternType';
export type ContractOrderProblem =
  | 'required'
  | 'not_number'
  | 'not_positive'
  | 'too_many_decimals'
  | 'below_minimum'
  | 'wrong_direction'
  | 'take_profit_side'
  | 'stop_loss_side'
  | 'trigger_side'
  | 'split_not_offered';

export interface ContractOrderIssue {
  field: ContractOrderField;
  problem: ContractOrderProblem;
  limit?: string;
}

export const CONTRACT_ORDER_MESSAGES: Record<ContractOrderProblem, (field: string, limit?: string) => string> = {
  required: (f) => `Please enter the ${f}`,
  not_number: (f) => `The ${f} must be a number`,
  not_positive: (f) => `The ${f} must be greater than 0`,
  too_many_decimals: (f, l) => (l === '0' ? `The ${f} must be a whole number of contracts` : `The ${f} allows at most ${l} decimals`),
  below_minimum: (f, l) => `The ${f} must be at least ${l}`,
  wrong_direction: (_f, l) => (l === 'open' ? 'An open order is long (1) or short (2)' : 'A close order is close long (3) or close short (4)'),
  take_profit_side: (_f, l) => (l === 'long' ? 'For a long, the take-profit price must be above the reference price' : 'For a short, the take-profit price must be below the reference price'),
  stop_loss_side: (_f, l) => (l === 'long' ? 'For a long, the stop-loss price must be below the reference price' : 'For a short, the stop-loss price must be above the reference price'),
  trigger_side: (_f, l) => `The trigger price must differ from the ${l ?? 'last'} price`,
  split_not_offered: () => 'Positions are merged: one per contract (patternType 1)',
};

const FIELD_WORDS: Record<ContractOrderField, string> = {
  direction: 'direction',
  price: 'price',
  amount: 'amount',
  triggerPrice: 'trigger price',
  takeProfitPrice: 'take-profit price',
  stopLossPrice: 'stop-loss price',
  zyzsType: 'take-profit or stop-loss choice',
  pattern: 'margin mode',
  patternType: 'position mode',
};

export const contractOrderMessage = (issue: ContractOrderIssue): string => CONTRACT_ORDER_MESSAGES[issue.problem](FIELD_WORDS[issue.field], issue.limit);

const DECIMAL = /^\d+(\.\d+)?$/;
const decimalsOf = (text: string) => {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
};
const given = (value: string | undefined) => (value ?? '').trim() !== '';

const readDecimal = (field: ContractOrderField, value: string | undefined, scale: number): { value: Big } | { issue: ContractOrderIssue } => {
  const text = (value ?? '').trim();
  if (text === '') return { issue: { field, problem: 'required' } };
  if (!DECIMAL.test(text)) return { issue: { field, problem: 'not_number' } };
  if (decimalsOf(text) > scale) return { issue: { field, problem: 'too_many_decimals', limit: String(scale) } };
  const big = new Big(text);
  if (big.lte(0)) return { issue: { field, problem: 'not_positive' } };
  return { value: big };
};

/** Whether a direction opens (1, 2) or closes (3, 4), and which side of the position it is about. */
export const directionSide = (direction: ContractDirection): { opens: boolean; long: boolean } => ({
  opens: direction === '1' || direction === '2',
  long: direction === '1' || direction === '3',
});

/**
 * Take-profit / stop-loss levels against a reference price, the right way round for each side
 * (products.md §1.10; the original did not flip them for shorts): long TP > reference > SL,
 * short TP < reference < SL. Null when both are on their sides (or absent).
 */
export const checkTpSl = (long: boolean, reference: Big | string, takeProfit: string | undefined, stopLoss: string | undefined, priceScale: number): ContractOrderIssue | null => {
  const ref = new Big(reference);
  const side = long ? 'long' : 'short';
  if (given(takeProfit)) {
    const read = readDecimal('takeProfitPrice', takeProfit, priceScale);
    if ('issue' in read) return read.issue;
    if (long ? read.value.lte(ref) : read.value.gte(ref)) return { field: 'takeProfitPrice', problem: 'take_profit_side', limit: side };
  }
  if (given(stopLoss)) {
    const read = readDecimal('stopLossPrice', stopLoss, priceScale);
    if ('issue' in read) return read.issue;
    if (long ? read.value.gte(ref) : read.value.lte(ref)) return { field: 'stopLossPrice', problem: 'stop_loss_side', limit: side };
  }
  return null;
};

/**
 * The first problem of a contract order form, or null. `reference` is the price TP/SL levels are
 * judged against when the order has no price of its own (a market open: the last or mark price);
 * a zyzs trigger is judged against it too (take-profit of a long above it, stop-loss below …).
 * Balances, positions and the market's state are the server's to judge.
 */
export const checkContractOrder = (
  action: 'open' | 'close',
  type: ContractOpenType | ContractCloseType,
  body: ContractOrderBody,
  rules: ContractOrderRules,
  reference?: string,
): ContractOrderIssue | null => {
  const direction = body.direction;
  if (direction !== '1' && direction !== '2' && direction !== '3' && direction !== '4') return { field: 'direction', problem: 'required' };
  const { opens, long } = directionSide(direction);
  if (opens !== (action === 'open')) return { field: 'direction', problem: 'wrong_direction', limit: action };
  if (body.patternType !== undefined && body.patternType !== '1') return { field: 'patternType', problem: 'split_not_offered' };
  if (body.pattern !== undefined && body.pattern !== '1' && body.pattern !== '2') return { field: 'pattern', problem: 'required' };
  let price: Big | null = null;
  const needsPrice = type === 'ptwt' || type === 'jhwt';
  if (needsPrice || (type === 'zyzs' && given(body.price))) {
    const read = readDecimal('price', body.price, rules.priceScale);
    if ('issue' in read) return read.issue;
    price = read.value;
  }
  if (type === 'jhwt' || type === 'zyzs') {
    const read = readDecimal('triggerPrice', body.triggerPrice, rules.priceScale);
    if ('issue' in read) return read.issue;
    if (type === 'zyzs') {
      if (body.zyzsType !== '1' && body.zyzsType !== '2') return { field: 'zyzsType', problem: 'required' };
      if (reference !== undefined) {
        // A take-profit of a long fires above the reference, its stop-loss below; a short's the reverse.
        const above = (body.zyzsType === '1') === long;
        const trigger = read.value;
        if (above ? trigger.lte(reference) : trigger.gte(reference))
          return { field: 'triggerPrice', problem: body.zyzsType === '1' ? 'take_profit_side' : 'stop_loss_side', limit: long ? 'long' : 'short' };
      }
    } else if (reference !== undefined && read.value.eq(reference)) return { field: 'triggerPrice', problem: 'trigger_side', limit: 'last' };
  }
  if (type !== 'zyzs' || given(body.amount)) {
    const read = readDecimal('amount', body.amount, rules.amountScale);
    if ('issue' in read) return read.issue;
    if (read.value.lt(new Big(rules.minAmount || '0'))) return { field: 'amount', problem: 'below_minimum', limit: rules.minAmount };
  }
  if (opens) {
    const ref = price ?? (reference !== undefined ? new Big(reference) : null);
    if (ref) return checkTpSl(long, ref, body.takeProfitPrice, body.stopLossPrice, rules.priceScale);
  }
  return null;
};

/** A leverage choice: a whole number from 1 to the pair's limit, or the message why not. */
export const checkLeverage = (value: string | number, max: number): string | null => {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return 'Leverage must be a whole number';
  const n = Number(text);
  if (n < 1) return 'Leverage must be at least 1';
  if (n > max) return `Leverage must be at most ${max}x for this contract`;
  return null;
};

/** A margin amount for updateBond, or the message why not (8 decimals at most). */
export const checkMarginAmount = (value: string): string | null => {
  const text = value.trim();
  if (text === '') return 'Please enter the amount';
  if (!DECIMAL.test(text)) return 'The amount must be a number';
  if (decimalsOf(text) > 8) return 'The amount allows at most 8 decimals';
  if (new Big(text).lte(0)) return 'The amount must be greater than 0';
  return null;
};

/**
 * Estimated margin and fee of an open at a price (the order form's "cost"; the server holds exactly
 * this, rounded up to 8 decimals, for a limit order):
 *   ubw: amount × price / leverage + amount × price × fee rate (USDT)
 *   bbw: amount × size / price / leverage + amount × size / price × fee rate (base coin)
 */
export const openCost = (kind: ContractKind, amount: string, price: string, leverage: number, feeRate: string, contractSize: string): { margin: string; fee: string; total: string } => {
  const notional = kind === 'ubw' ? new Big(amount).times(price) : new Big(amount).times(contractSize).div(price);
  const up = (x: Big) => x.round(8, Big.roundUp);
  const margin = up(notional.div(leverage));
  const fee = up(notional.times(feeRate));
  return { margin: margin.toFixed(), fee: fee.toFixed(), total: margin.plus(fee).toFixed() };
};

/** Most an open at a price can be for `available` (rounded down to the amount scale): the form's "max open". */
export const maxOpenAmount = (kind: ContractKind, available: string, price: string, leverage: number, feeRate: string, contractSize: string, amountScale: number): string => {
  // available = notional × (1/leverage + fee rate): the notional, then the amount that makes it.
  const perNotional = new Big(1).div(leverage).plus(feeRate);
  const notional = new Big(available).div(perNotional);
  const amount = kind === 'ubw' ? notional.div(price) : notional.times(price).div(contractSize);
  return amount.round(amountScale, Big.roundDown).toFixed();
};
