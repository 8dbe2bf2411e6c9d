// From a form to the wire: the order type of each tab and the SpotOrderBody it sends (DESIGN §4
// "Spot order"), then the contract's checkSpotOrder, so the web refuses exactly what the server would.
import { checkSpotOrder, type Direction, type SpotOrderBody, type SpotOrderIssue, type SpotOrderRules, type SpotOrderType } from '@exchange/contract/spot';
import type { OrderFields, OrderTab } from './orderFields.ts';

export const ORDER_TYPE_OF_TAB: Record<OrderTab, SpotOrderType> = {
  limit: 'xjwt',
  market: 'sjwt',
  stop: 'zyzs',
  stopProfitLoss: 'dtzyzs',
};

/** A market buy is by money, everything else by amount. */
export const isByMoney = (tab: OrderTab, direction: Direction): boolean => tab === 'market' && direction === '1';

export const buildOrderBody = (tab: OrderTab, direction: Direction, pair: string, fields: OrderFields): SpotOrderBody => {
  const body: SpotOrderBody = { exchangeCoinStr: pair, direction };
  if (tab !== 'market') body.price = fields.price.trim();
  if (isByMoney(tab, direction)) body.money = fields.money.trim();
  else body.amount = fields.num.trim();
  if (tab === 'stop') body.triggerPrice = fields.triggerMoney.trim();
  if (tab === 'stopProfitLoss') {
    if (fields.fullCheck) body.takeProfitPrice = fields.fullPrice.trim();
    if (fields.lossCheck) body.stopLossPrice = fields.lossPrice.trim();
  }
  return body;
};

export type PreparedOrder = { type: SpotOrderType; body: SpotOrderBody; issue: null } | { issue: SpotOrderIssue };

export const prepareOrder = (tab: OrderTab, direction: Direction, pair: string, fields: OrderFields, rules: SpotOrderRules): PreparedOrder => {
  const type = ORDER_TYPE_OF_TAB[tab];
  const body = buildOrderBody(tab, direction, pair, fields);
  const issue = checkSpotOrder(type, body, rules);
  return issue ? { issue } : { type, body, issue: null };
};
