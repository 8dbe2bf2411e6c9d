// The order ticket of a contract as plain functions (DESIGN §7): its fields, the amount typed in the
// unit the member chose turned into what the wire counts (ubw: the base coin, or its value in USDT;
// bbw: whole contracts, or their value in the base coin), the body each tab sends and the contract's
// own check of it (checkContractOrder, which the server runs the same way), and the cost, maximum and
// share figures the form shows before sending (the contract's openCost and maxOpenAmount). Big.js
// throughout; anything unreadable yields "" or null, never a throw.
import Big from 'big.js';
import {
  CONTRACT_TYPE_OF,
  checkContractOrder,
  maxOpenAmount,
  openCost,
  type ContractDirection,
  type ContractKind,
  type ContractOrderBody,
  type ContractOrderIssue,
  type ContractOpenType,
  type MarginPattern,
} from '@exchange/contract/futures';
import type { ContractOrderRequest } from '../../../api/futures.ts';
import { readTyped } from '../../spot/orders/orderMath.ts';

export type TicketAction = 'open' | 'close';
export type TicketType = 'limit' | 'market' | 'plan';
export type TicketSide = 'long' | 'short';

/** The order types of each tab: a plan (trigger) order opens; a position's TP/SL closes (its own dialog). */
export const TICKET_TYPES: Record<TicketAction, readonly TicketType[]> = { open: ['limit', 'market', 'plan'], close: ['limit', 'market'] };

/** What an amount field counts: the base coin, its value in the quote coin, or whole contracts. */
export type AmountUnit = 'coin' | 'quote' | 'contract';

/** The wire's unit first, then the other one the member may type in. */
export const amountUnitsOf = (kind: ContractKind): readonly [AmountUnit, AmountUnit] => (kind === 'ubw' ? ['coin', 'quote'] : ['contract', 'coin']);

export interface TicketFields {
  price: string;
  trigger: string;
  /** As typed, in the chosen unit. */
  amount: string;
  tpOn: boolean;
  tp: string;
  slOn: boolean;
  sl: string;
}

export const EMPTY_TICKET: TicketFields = { price: '', trigger: '', amount: '', tpOn: false, tp: '', slOn: false, sl: '' };

/** What the ticket needs of the contract (FuturesRules). */
export interface TicketTerms {
  kind: ContractKind;
  pair: string;
  priceScale: number;
  amountScale: number;
  minAmount: string;
  contractSize: string;
  feeRate: string;
}

const roundDown = (value: Big, scale: number) => value.round(scale, Big.roundDown);
const positive = (text: string): Big | null => {
  const value = readTyped(text);
  return value && value.gt(0) ? value : null;
};

/**
 * The amount as the wire counts it. Typed in the wire's unit it goes as typed (the check judges it);
 * typed in the other unit it is converted at `price`, rounded down (never more than asked): "" when
 * there is no price to convert at, the typed text when it is no number (the check names that).
 */
export const wireAmount = (typed: string, unit: AmountUnit, price: string, terms: TicketTerms): string => {
  const text = typed.trim();
  if (unit === amountUnitsOf(terms.kind)[0]) return text;
  const value = readTyped(text);
  if (!value) return text;
  const at = positive(price);
  if (!at) return '';
  const wire = terms.kind === 'ubw' ? value.div(at) : value.times(at).div(terms.contractSize);
  return roundDown(wire, terms.amountScale).toFixed();
};

/** A wire amount shown in the chosen unit (the share buttons fill the field with it); "" without a price to convert at. */
export const shownAmount = (wire: string, unit: AmountUnit, price: string, terms: TicketTerms): string => {
  if (unit === amountUnitsOf(terms.kind)[0]) return wire;
  const value = readTyped(wire);
  const at = positive(price);
  if (!value || !at) return '';
  return terms.kind === 'ubw' ? value.times(at).toFixed() : roundDown(value.times(terms.contractSize).div(at), 8).toFixed();
};

/** The price an order is judged and costed at: its own (limit, plan), else the last price. */
export const referencePrice = (type: TicketType, fields: Pick<TicketFields, 'price'>, last: string): string => (type === 'market' ? last : fields.price.trim());

const OPEN_TYPE: Record<TicketType, ContractOpenType> = { limit: 'ptwt', market: 'sjwt', plan: 'jhwt' };

const DIRECTION: Record<TicketAction, Record<TicketSide, ContractDirection>> = { open: { long: '1', short: '2' }, close: { long: '3', short: '4' } };

export interface TicketOrder {
  action: TicketAction;
  type: TicketType;
  side: TicketSide;
  fields: TicketFields;
  unit: AmountUnit;
  terms: TicketTerms;
  /** The member's margin mode of the contract (opens carry it). */
  pattern: MarginPattern;
  /** The last price: a market order's reference. */
  last: string;
}

export type PreparedTicket = { request: ContractOrderRequest; issue: null } | { issue: ContractOrderIssue };

/** The body the ticket sends, or the first thing wrong with it (the contract's own check). */
export const prepareTicket = ({ action, type, side, fields, unit, terms, pattern, last }: TicketOrder): PreparedTicket => {
  const body: ContractOrderBody = { exchangeCoinStr: terms.pair, direction: DIRECTION[action][side], contractType: CONTRACT_TYPE_OF[terms.kind] };
  const reference = referencePrice(type, fields, last);
  if (type !== 'market') body.price = fields.price.trim();
  if (type === 'plan') body.triggerPrice = fields.trigger.trim();
  body.amount = wireAmount(fields.amount, unit, reference, terms);
  if (action === 'open') {
    body.pattern = pattern;
    body.patternType = '1';
    // A ticked level must be given; an unticked one is not sent.
    if (fields.tpOn && fields.tp.trim() === '') return { issue: { field: 'takeProfitPrice', problem: 'required' } };
    if (fields.slOn && fields.sl.trim() === '') return { issue: { field: 'stopLossPrice', problem: 'required' } };
    if (fields.tpOn) body.takeProfitPrice = fields.tp.trim();
    if (fields.slOn) body.stopLossPrice = fields.sl.trim();
  }
  // A close has no plan type (TICKET_TYPES): its limit and market are the open's.
  const request: ContractOrderRequest = action === 'open' ? { action, type: OPEN_TYPE[type], body } : { action, type: type === 'market' ? 'sjwt' : 'ptwt', body };
  const rules = { priceScale: terms.priceScale, amountScale: terms.amountScale, minAmount: terms.minAmount };
  const issue = checkContractOrder(action, request.type, body, rules, positive(last) ? last : undefined);
  return issue ? { issue } : { request, issue: null };
};

/** Margin and fee an open would hold (the server holds exactly this for a limit order); null until amount and price are readable. */
export const ticketCost = (wire: string, price: string, leverage: number, terms: TicketTerms) => {
  if (!positive(wire) || !positive(price) || leverage < 1) return null;
  return openCost(terms.kind, wire, price, leverage, terms.feeRate, terms.contractSize);
};

/** The most an open at `price` can be for the available balance, in wire units; null without a price or balance. */
export const maxOpen = (available: string | undefined, price: string, leverage: number, terms: TicketTerms): string | null => {
  if (available === undefined || !readTyped(available) || !positive(price) || leverage < 1) return null;
  return maxOpenAmount(terms.kind, available, price, leverage, terms.feeRate, terms.contractSize, terms.amountScale);
};

/** `percent` % of a wire amount (max open, or what a position may close), rounded down to the amount scale. */
export const shareOfAmount = (whole: string, percent: number, amountScale: number): string => {
  const value = readTyped(whole);
  if (!value) return '';
  return roundDown(value.times(percent).div(100), amountScale).toFixed();
};
