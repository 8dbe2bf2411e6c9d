// The state of one side's order form (spec §3 "Trade screen state": num, money, triggerMoney,
// fullPrice with fullCheck, lossPrice with lossCheck) and the pure edits that keep the total equal to
// price × amount whichever of the three the user types.
import { amountOf, shareOf, totalOf } from './orderMath.ts';

/** The order tabs; 'stopProfitLoss' is the spec's buy type of the take-profit / stop-loss tab. */
export const ORDER_TABS = ['limit', 'market', 'stop', 'stopProfitLoss'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Spot is trade type 'bb' (coin to coin); margin would reuse the forms with its own. */
export const TRADE_TYPE = 'bb';

export interface OrderFields {
  price: string;
  /** Amount in the base coin. */
  num: string;
  /** Total in the quote coin. */
  money: string;
  triggerMoney: string;
  fullPrice: string;
  fullCheck: boolean;
  lossPrice: string;
  lossCheck: boolean;
}

export const EMPTY_FIELDS: OrderFields = {
  price: '',
  num: '',
  money: '',
  triggerMoney: '',
  fullPrice: '',
  fullCheck: false,
  lossPrice: '',
  lossCheck: false,
};

export interface Scales {
  priceScale: number;
  amountScale: number;
}

/** A new price keeps the amount and moves the total. */
export const withPrice = (fields: OrderFields, price: string): OrderFields => ({
  ...fields,
  price,
  money: fields.num === '' ? fields.money : totalOf(price, fields.num),
});

export const withAmount = (fields: OrderFields, num: string): OrderFields => ({ ...fields, num, money: totalOf(fields.price, num) });

/** A typed total sets the amount it buys; without a price (a market buy) it stands alone. */
export const withTotal = (fields: OrderFields, money: string, scales: Scales, byMoneyOnly: boolean): OrderFields => ({
  ...fields,
  money,
  num: byMoneyOnly ? fields.num : amountOf(money, fields.price, scales.amountScale),
});

/**
 * A share of the available balance: a sell spends base coin (the amount), a buy spends quote coin
 * (the total, and the amount it buys at the price). A market buy spends money only.
 */
export const withShare = (
  fields: OrderFields,
  share: { percent: number; available: string; buy: boolean; byMoneyOnly: boolean },
  scales: Scales,
): OrderFields => {
  if (!share.buy) return withAmount(fields, shareOf(share.available, share.percent, scales.amountScale));
  const spend = shareOf(share.available, share.percent, scales.priceScale + scales.amountScale);
  if (share.byMoneyOnly) return { ...fields, money: spend };
  // Round the amount down, then price it, so the total never exceeds the balance.
  return withAmount(fields, amountOf(spend, fields.price, scales.amountScale));
};

/** After an order is placed: the price stays for the next one, the quantity goes. */
export const clearedQuantity = (fields: OrderFields): OrderFields => ({ ...fields, num: '', money: '' });
