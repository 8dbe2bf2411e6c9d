// Spot trading on the wire (DESIGN §4 "Spot order", spec §7 "Spot, margin and market"): the four
// order types, the order body, order and fill rows, the pair balances, and the checks an order
// must pass. The checks are shared: the web runs them before sending (and shows the message of
// its own translation), the server runs the same ones and refuses with SPOT_ORDER_MESSAGES.
import Big from 'big.js';
import { pairToPath } from './format-pair.ts';

/** `xjwt` limit, `sjwt` market, `zyzs` stop (trigger then limit), `dtzyzs` limit with take-profit / stop-loss. */
export const SPOT_ORDER_TYPES = ['xjwt', 'sjwt', 'zyzs', 'dtzyzs'] as const;
export type SpotOrderType = (typeof SPOT_ORDER_TYPES)[number];

/** "1" buy, "2" sell. */
export type Direction = '1' | '2';

/** Body of `entrust/exchange/{type}`. Decimal strings; which fields count depends on the type. */
export interface SpotOrderBody {
  /** "BTC/USDT". */
  exchangeCoinStr: string;
  direction: Direction;
  /** Limit price (xjwt, zyzs, dtzyzs). */
  price?: string;
  /** Base-coin amount (every type except a market buy by money). */
  amount?: string;
  /** Quote-coin money to spend: a market buy (sjwt, direction 1) sends this instead of amount. */
  money?: string;
  /** zyzs: the last price that releases the order into the book. */
  triggerPrice?: string;
  /** dtzyzs: at least one of the two; each watched once the order has filled. */
  takeProfitPrice?: string;
  stopLossPrice?: string;
}

/** entrust_status: -1 cancelled, 1 done, -2 failed, 0 open (a waiting trigger is open too). */
export const ENTRUST_STATUS = { open: '0', done: '1', cancelled: '-1', failed: '-2' } as const;
export type EntrustStatus = (typeof ENTRUST_STATUS)[keyof typeof ENTRUST_STATUS];

/** A row of `entrust/entrustlog/...` (and the answer of `entrust/exchange/{type}`). */
export interface EntrustRow {
  id: string;
  symbol_name: string;
  entrust_type: SpotOrderType;
  /** Epoch milliseconds. */
  create_time: number;
  update_time: number;
  direction: Direction;
  /** Limit price; "" for a market order. */
  entrust_price: string;
  /** Amount asked for (base); "" for a market buy by money. */
  entrust_balance: string;
  /** Money asked for (quote) by a market buy; "" otherwise. */
  entrust_money: string;
  /** Average fill price; "" before any fill. */
  success_price: string;
  /** Filled amount (base). */
  success_balance: string;
  /** Filled money (quote). */
  success_money: string;
  /** What the order still holds in the ledger (quote for a buy, base for a sell). */
  frozen_balance: string;
  trigger_price: string;
  take_profit_price: string;
  stop_loss_price: string;
  entrust_status: EntrustStatus;
  /** zyzs: "1" while waiting for its trigger, "0" once released into the book; also "1" for an armed take-profit / stop-loss exit. */
  trigger_waiting: '0' | '1';
  /**
   * A take-profit / stop-loss exit: the id of the dtzyzs order whose fill it closes ("" otherwise).
   * Exits are market orders (entrust_type "sjwt") listed as rows of their own; while armed they
   * wait (trigger_waiting "1") with both levels in take_profit_price / stop_loss_price, and once
   * fired trigger_price is the level that fired.
   */
  parent_id?: string;
}

/** A fill of one of the member's orders: `entrust/transaction/details/{id}`, `entrust/get/myExchangeLog/{PAIR}`. */
export interface FillRow {
  id: string;
  order_id: string;
  symbol_name: string;
  direction: Direction;
  price: string;
  amount: string;
  money: string;
  fee: string;
  fee_coin: string;
  /** "taker" or "maker". */
  role: 'taker' | 'maker';
  create_time: number;
}

/** One coin of `wallet/get/{BASE}/{QUOTE}` (spot account). */
export interface PairBalance {
  coin: string;
  available: string;
  frozen: string;
}
export interface PairBalances {
  base: PairBalance;
  quote: PairBalance;
}

export const ENTRUST_WHEN = ['now', 'history'] as const;
export type EntrustWhen = (typeof ENTRUST_WHEN)[number];

/** Query of `entrust/entrustlog/{now|history}/{type}/{PAIR|all}` (all optional). */
export interface EntrustQuery {
  current?: number;
  size?: number;
  direction?: Direction;
  status?: EntrustStatus;
  entrustType?: SpotOrderType;
  /** Epoch milliseconds, inclusive. */
  startTime?: number;
  endTime?: number;
}

/** Paths relative to coinBase(head). Pairs travel as BASE_QUOTE in a path. */
export const SPOT_PATH = {
  place: (type: SpotOrderType) => `entrust/exchange/${type}`,
  /** {market} is `xh` for spot; the margin issue adds its own. */
  entrustLog: (when: EntrustWhen, market: string, pair: string | 'all') =>
    `entrust/entrustlog/${when}/${market}/${pair === 'all' ? 'all' : pairToPath(pair)}`,
  cancel: 'entrust/cancel/entrust',
  fills: (orderId: string) => `entrust/transaction/details/${orderId}`,
  myTrades: (pair: string | 'all') => `entrust/get/myExchangeLog/${pair === 'all' ? 'all' : pairToPath(pair)}`,
  balances: (base: string, quote: string) => `wallet/get/${base}/${quote}`,
  entrustPairs: 'entrust/getEntrustLogCurrency',
} as const;

/** Body of `entrust/cancel/entrust`. */
export interface CancelBody {
  idList: string[];
}
/** Answer of `entrust/cancel/entrust`: the ids that were cancelled (others were already final). */
export interface CancelResult {
  cancelled: string[];
}

// ---- order checks ------------------------------------------------------------------------------

/** What a check needs of the pair (scales and minimum of `open/transaction/xh/{PAIR}`). */
export interface SpotOrderRules {
  priceScale: number;
  amountScale: number;
  minAmount: string;
}

export type SpotOrderField = 'price' | 'amount' | 'money' | 'triggerPrice' | 'takeProfitPrice' | 'stopLossPrice' | 'direction';
export type SpotOrderProblem = 'required' | 'not_number' | 'not_positive' | 'too_many_decimals' | 'below_minimum' | 'take_profit_side' | 'stop_loss_side' | 'tp_sl_required';

export interface SpotOrderIssue {
  field: SpotOrderField;
  problem: SpotOrderProblem;
  /** The decimals allowed (too_many_decimals) or the minimum (below_minimum). */
  limit?: string;
}

/** English wording of each problem, as the server answers it. */
export const SPOT_ORDER_MESSAGES: Record<SpotOrderProblem, (field: string, limit?: string) => string> = {
  required: (f) => `Please enter the ${f}`,
  not_number: (f) => `The ${f} must be a number`,
  not_positive: (f) => `The ${f} must be greater than 0`,
  too_many_decimals: (f, l) => `The ${f} allows at most ${l} decimals`,
  below_minimum: (f, l) => `The ${f} must be at least ${l}`,
  take_profit_side: () => 'The take-profit price must be on the profitable side of the order price',
  stop_loss_side: () => 'The stop-loss price must be on the losing side of the order price',
  tp_sl_required: () => 'Set a take-profit price, a stop-loss price or both',
};

const DECIMAL = /^\d+(\.\d+)?$/;

const decimalsOf = (text: string) => {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
};

/** Reads a decimal field: its Big, or the issue it has. */
const readDecimal = (
  field: SpotOrderField,
  value: string | undefined,
  scale: number,
): { value: Big } | { issue: SpotOrderIssue } => {
  const text = (value ?? '').trim();
  if (text === '') return { issue: { field, problem: 'required' } };
  if (!DECIMAL.test(text)) return { issue: { field, problem: 'not_number' } };
  if (decimalsOf(text) > scale) return { issue: { field, problem: 'too_many_decimals', limit: String(scale) } };
  const big = new Big(text);
  if (big.lte(0)) return { issue: { field, problem: 'not_positive' } };
  return { value: big };
};

/**
 * The first problem of an order, or null when it may be sent. Balance and the market's state are
 * the server's to judge; this checks the form: presence, number format, decimals, minimum and the
 * side of take-profit and stop-loss prices.
 */
export const checkSpotOrder = (type: SpotOrderType, body: SpotOrderBody, rules: SpotOrderRules): SpotOrderIssue | null => {
  if (body.direction !== '1' && body.direction !== '2') return { field: 'direction', problem: 'required' };
  const buy = body.direction === '1';
  let price: Big | null = null;
  if (type !== 'sjwt') {
    const read = readDecimal('price', body.price, rules.priceScale);
    if ('issue' in read) return read.issue;
    price = read.value;
  }
  if (type === 'zyzs') {
    const read = readDecimal('triggerPrice', body.triggerPrice, rules.priceScale);
    if ('issue' in read) return read.issue;
  }
  if (type === 'sjwt' && buy) {
    const read = readDecimal('money', body.money, rules.priceScale + rules.amountScale);
    if ('issue' in read) return read.issue;
  } else {
    const read = readDecimal('amount', body.amount, rules.amountScale);
    if ('issue' in read) return read.issue;
    const min = new Big(rules.minAmount || '0');
    if (read.value.lt(min)) return { field: 'amount', problem: 'below_minimum', limit: rules.minAmount };
  }
  if (type === 'dtzyzs' && price) {
    const hasTp = (body.takeProfitPrice ?? '').trim() !== '';
    const hasSl = (body.stopLossPrice ?? '').trim() !== '';
    if (!hasTp && !hasSl) return { field: 'takeProfitPrice', problem: 'tp_sl_required' };
    if (hasTp) {
      const read = readDecimal('takeProfitPrice', body.takeProfitPrice, rules.priceScale);
      if ('issue' in read) return read.issue;
      if (buy ? read.value.lte(price) : read.value.gte(price)) return { field: 'takeProfitPrice', problem: 'take_profit_side' };
    }
    if (hasSl) {
      const read = readDecimal('stopLossPrice', body.stopLossPrice, rules.priceScale);
      if ('issue' in read) return read.issue;
      if (buy ? read.value.gte(price) : read.value.lte(price)) return { field: 'stopLossPrice', problem: 'stop_loss_side' };
    }
  }
  return null;
};

/** The server's wording of an issue. */
export const spotOrderMessage = (issue: SpotOrderIssue): string => SPOT_ORDER_MESSAGES[issue.problem](FIELD_WORDS[issue.field], issue.limit);

const FIELD_WORDS: Record<SpotOrderField, string> = {
  price: 'price',
  amount: 'amount',
  money: 'amount to spend',
  triggerPrice: 'trigger price',
  takeProfitPrice: 'take-profit price',
  stopLossPrice: 'stop-loss price',
  direction: 'side (buy or sell)',
};
