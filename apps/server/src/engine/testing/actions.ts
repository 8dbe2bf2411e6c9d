// Random operation sequences for the property tests. Small prices (1..20 unless asked for more)
// and quantities (1..10) so orders cross often, three owners so self-trade prevention triggers,
// and now and then a cancel of an unknown id, a reused id or an invalid order.
import fc from 'fast-check';
import type { EngineEvent, OrderInput, RestingOrder, SelfTradePrevention, Side } from '../types.ts';

export type Action = { type: 'place'; order: OrderInput } | { type: 'cancel'; id: string };

/** What both the engine and the reference engine offer. */
export interface Engine {
  place(order: OrderInput): EngineEvent[];
  cancel(orderId: string): EngineEvent[];
  snapshot(): RestingOrder[];
  readonly lastSeq: number;
}

type Op =
  | { t: 'limit'; owner: string; side: Side; price: number; quantity: number; tif: 'GTC' | 'IOC' | 'FOK' | undefined; postOnly: boolean; stp: SelfTradePrevention | undefined; reuse: number | null }
  | { t: 'market'; owner: string; side: Side; quantity: number; stp: SelfTradePrevention | undefined }
  | { t: 'funds'; owner: string; funds: number; stp: SelfTradePrevention | undefined }
  | { t: 'cancel'; pick: number }
  | { t: 'cancel-unknown' }
  | { t: 'invalid'; variant: number };

const owner = fc.constantFrom('a', 'b', 'c');
const side = fc.constantFrom<Side>('buy', 'sell');
const stp = fc.constantFrom<SelfTradePrevention | undefined>(undefined, 'cancel_taker', 'cancel_maker', 'cancel_both', 'none');

const opArb = (reuseIds: boolean, maxPrice: number, limitWeight: number): fc.Arbitrary<Op> =>
  fc.oneof(
    {
      weight: limitWeight,
      arbitrary: fc.record({
        t: fc.constant('limit' as const),
        owner,
        side,
        price: fc.integer({ min: 1, max: maxPrice }),
        quantity: fc.integer({ min: 1, max: 10 }),
        tif: fc.constantFrom<'GTC' | 'IOC' | 'FOK' | undefined>(undefined, 'GTC', 'IOC', 'FOK'),
        postOnly: fc.boolean(),
        stp,
        // About one limit order in fifteen reuses an earlier id.
        reuse: reuseIds ? fc.oneof({ weight: 1, arbitrary: fc.nat() }, { weight: 14, arbitrary: fc.constant(null) }) : fc.constant(null),
      }),
    },
    { weight: 2, arbitrary: fc.record({ t: fc.constant('market' as const), owner, side, quantity: fc.integer({ min: 1, max: 25 }), stp }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('funds' as const), owner, funds: fc.integer({ min: 1, max: 250 }), stp }) },
    { weight: 3, arbitrary: fc.record({ t: fc.constant('cancel' as const), pick: fc.nat() }) },
    { weight: 1, arbitrary: fc.constant({ t: 'cancel-unknown' as const }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('invalid' as const), variant: fc.nat({ max: INVALID.length - 1 }) }) },
  );

/** Inputs the engine must refuse as 'invalid' (cast: they break the types on purpose). */
const INVALID: Array<(id: string) => unknown> = [
  (id) => ({ kind: 'limit', id, owner: 'a', side: 'buy', price: 0, quantity: 1 }),
  (id) => ({ kind: 'limit', id, owner: 'a', side: 'sell', price: 5, quantity: 1.5 }),
  (id) => ({ kind: 'limit', id, owner: 'a', side: 'buy', price: 2 ** 53, quantity: 1 }),
  (id) => ({ kind: 'limit', id, owner: 'a', side: 'buy', price: 5, quantity: 1, tif: 'IOC', postOnly: true }),
  (id) => ({ kind: 'market', id, owner: 'b', side: 'sell', funds: 10 }),
  (id) => ({ kind: 'market', id, owner: 'b', side: 'buy', funds: 10, quantity: 1 }),
  (id) => ({ kind: 'market', id, owner: '', side: 'buy', quantity: 1 }),
  (id) => ({ kind: 'stop', id, owner: 'a', side: 'buy', price: 5, quantity: 1 }),
];

/**
 * Turns ops into concrete actions; ids depend only on the op list, never on an engine's state.
 * `sellOffset` lifts sell limit prices so that fewer limit orders cross and the book grows deep.
 */
function resolve(ops: Op[], sellOffset: number): Action[] {
  const ids: string[] = [];
  const fresh = () => {
    const id = `o${ids.length + 1}`;
    ids.push(id);
    return id;
  };
  return ops.map((op, i): Action => {
    switch (op.t) {
      case 'limit': {
        const id = op.reuse !== null && ids.length > 0 ? (ids[op.reuse % ids.length] as string) : fresh();
        const postOnly = op.postOnly && (op.tif === undefined || op.tif === 'GTC') ? { postOnly: true } : {};
        const tif = op.tif === undefined ? {} : { tif: op.tif };
        const stp = op.stp === undefined ? {} : { stp: op.stp };
        const price = op.side === 'sell' ? op.price + sellOffset : op.price;
        return { type: 'place', order: { kind: 'limit', id, owner: op.owner, side: op.side, price, quantity: op.quantity, ...tif, ...postOnly, ...stp } };
      }
      case 'market':
        return { type: 'place', order: { kind: 'market', id: fresh(), owner: op.owner, side: op.side, quantity: op.quantity, ...(op.stp ? { stp: op.stp } : {}) } };
      case 'funds':
        return { type: 'place', order: { kind: 'market', id: fresh(), owner: op.owner, side: 'buy', funds: op.funds, ...(op.stp ? { stp: op.stp } : {}) } };
      case 'cancel':
        return { type: 'cancel', id: ids.length > 0 ? (ids[op.pick % ids.length] as string) : 'none' };
      case 'cancel-unknown':
        return { type: 'cancel', id: `unknown${i}` };
      case 'invalid':
        return { type: 'place', order: INVALID[op.variant]!(`bad${i}`) as OrderInput };
    }
  });
}

/**
 * Raising `minLength`, `maxPrice`, `sellOffset` and `limitWeight` (against 8 for all other ops
 * together) makes long runs over deep books, which outgrow the engine's initial tables.
 */
export const actionsArb = ({ reuseIds = true, minLength = 1, maxLength = 60, maxPrice = 20, sellOffset = 0, limitWeight = 10 } = {}): fc.Arbitrary<Action[]> =>
  fc.array(opArb(reuseIds, maxPrice, limitWeight), { minLength, maxLength, size: 'max' }).map((ops) => resolve(ops, sellOffset));

export const apply = (engine: Engine, action: Action): EngineEvent[] => (action.type === 'place' ? engine.place(action.order) : engine.cancel(action.id));

/** Resting orders in matching priority (best price first, then oldest), per side. */
export function queueOf(snapshot: RestingOrder[], side: Side): RestingOrder[] {
  return snapshot
    .filter((o) => o.side === side)
    .sort((a, b) => (a.price === b.price ? a.seq - b.seq : side === 'buy' ? b.price - a.price : a.price - b.price));
}
