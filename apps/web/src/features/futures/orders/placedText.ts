// What a submitted contract order was, in words, for the ticket's live region (the focus stays on the
// ticket after a submit, so the result is read out where the user is): side, quantity in the wire's
// unit, price and type.
import type { ContractOrderRequest } from '../../../api/futures.ts';

export interface PlacedWords {
  key: string;
  /** `side` and `type` hold translation keys; the caller translates them first. */
  values: { side: string; type: string; quantity: string; price?: string };
}

const SIDE: Record<string, string> = { '1': 'open_long', '2': 'open_short', '3': 'close_long', '4': 'close_short' };
const TYPE: Record<string, string> = { ptwt: 'limit', sjwt: 'market', jhwt: 'plan', zyzs: 'tpsl' };

export const placedWords = (request: ContractOrderRequest, units: { amount: string; price: string }): PlacedWords => {
  const { body, type } = request;
  const named = { side: `futures.side.${SIDE[body.direction]}`, type: `futures.type.${TYPE[type]}`, quantity: `${body.amount ?? ''} ${units.amount}` };
  return body.price ? { key: 'futures.order.placed_at', values: { ...named, price: `${body.price} ${units.price}` } } : { key: 'futures.order.placed_at_market', values: named };
};

export const placedText = (words: PlacedWords, t: (key: string, values?: Record<string, string>) => string): string =>
  t(words.key, { ...words.values, side: t(words.values.side), type: t(words.values.type) });
