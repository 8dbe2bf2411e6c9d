// What a submitted order was, in words, for the form's live region: the focus stays on the form
// after a submit (the next order is typed there), so the result is read out where the user is.
import type { SpotOrderBody, SpotOrderType } from '@exchange/contract/spot';

export interface PlacedMessage {
  key: string;
  /** `side` and `type` hold translation keys; the caller translates them first. */
  values: { side: string; type: string; quantity?: string; price?: string; coin?: string; money?: string };
}

export const placedMessage = (type: SpotOrderType, body: SpotOrderBody, coins: { base: string; quote: string }): PlacedMessage => {
  const side = `spot.order.side.${body.direction === '1' ? 'buy' : 'sell'}`;
  const named = { side, type: `spot.order.type.${type}` };
  if (body.money !== undefined) return { key: 'spot.order.placed_by_money', values: { ...named, coin: coins.base, money: `${body.money} ${coins.quote}` } };
  const quantity = `${body.amount ?? ''} ${coins.base}`;
  if (body.price === undefined) return { key: 'spot.order.placed_at_market', values: { ...named, quantity } };
  return { key: 'spot.order.placed_at', values: { ...named, quantity, price: `${body.price} ${coins.quote}` } };
};

/** The translated message, given i18next's `t`. */
export const placedText = (message: PlacedMessage, t: (key: string, values?: Record<string, string>) => string): string =>
  t(message.key, { ...message.values, side: t(message.values.side), type: t(message.values.type) });
