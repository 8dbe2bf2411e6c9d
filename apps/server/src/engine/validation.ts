import type { OrderInput, RestingOrder } from './types.ts';

const isSide = (s: unknown) => s === 'buy' || s === 'sell';
const isTif = (t: unknown) => t === undefined || t === 'GTC' || t === 'IOC' || t === 'FOK';
const isStp = (s: unknown) => s === undefined || s === 'cancel_taker' || s === 'cancel_maker' || s === 'cancel_both' || s === 'none';

/** Ticks, lots and notional are positive safe integers: anything else would lose exactness. */
const isPositiveInteger = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

const isName = (s: unknown): s is string => typeof s === 'string' && s.length > 0;

/**
 * Whether the input is an order the engine can act on. The engine is the last line of defence
 * behind the server's own validation, so it checks shape as well as values and never throws.
 */
export function isValidOrder(input: unknown): input is OrderInput {
  if (typeof input !== 'object' || input === null) return false;
  const o = input as Record<string, unknown>;
  if (!isName(o.id) || !isName(o.owner) || !isSide(o.side) || !isStp(o.stp)) return false;
  if (o.kind === 'limit') {
    if (!isPositiveInteger(o.price) || !isPositiveInteger(o.quantity) || !isTif(o.tif)) return false;
    if (o.postOnly === undefined || o.postOnly === false) return true;
    // A post-only order exists to rest, so only GTC makes sense for it.
    return o.postOnly === true && (o.tif === undefined || o.tif === 'GTC');
  }
  if (o.kind === 'market') {
    if (o.funds === undefined) return isPositiveInteger(o.quantity);
    return o.quantity === undefined && o.side === 'buy' && isPositiveInteger(o.funds);
  }
  return false;
}

export function isValidRestingOrder(o: RestingOrder): boolean {
  return isName(o.id) && isName(o.owner) && isSide(o.side) && isPositiveInteger(o.price) && isPositiveInteger(o.remaining) && isPositiveInteger(o.seq);
}
