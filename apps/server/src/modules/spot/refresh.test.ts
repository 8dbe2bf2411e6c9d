// Which refresh notices a commit sends: one per member order it changed, with the status the
// journal wrote.
import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../../engine/index.ts';
import type { PlaceInput } from '../../market/symbolMarket.ts';
import { orderChanges, refreshMessage } from './refresh.ts';

const meta = (over: Partial<PlaceInput> = {}): PlaceInput => ({
  id: 'o1',
  kind: 'xh',
  symbol: 'BTC/USDT',
  ownerType: 'member',
  ownerId: '7',
  side: 'buy',
  orderType: 'limit',
  tif: 'GTC',
  priceTicks: 100,
  quantityLots: 10,
  fundsNotional: null,
  ...over,
});

const trade = (over: Partial<Extract<EngineEvent, { type: 'trade' }>>): EngineEvent => ({
  type: 'trade',
  seq: 2,
  tradeId: 2,
  price: 100,
  quantity: 4,
  takerOrderId: 'o1',
  makerOrderId: 'm1',
  takerOwner: 'member:7',
  makerOwner: 'member:8',
  takerSide: 'buy',
  makerRemaining: 6,
  takerRemaining: 6,
  ...over,
});

const accepted: EngineEvent = { type: 'accepted', seq: 1, orderId: 'o1', owner: 'member:7', side: 'buy', price: 100, quantity: 10, funds: null };

describe('orderChanges', () => {
  it('tells the taker its order is new and done, and the maker its order is partly filled', () => {
    const changes = orderChanges(meta(), [accepted, trade({ takerRemaining: 0, quantity: 10, makerRemaining: 2 })]);
    expect(changes).toEqual([
      { memberId: '7', orderId: 'o1', isNew: true, status: '1' },
      { memberId: '8', orderId: 'm1', isNew: false, status: '0' },
    ]);
  });

  it('keeps a resting taker open and finishes a filled maker', () => {
    const changes = orderChanges(meta(), [accepted, trade({ makerRemaining: 0 }), { type: 'rested', seq: 3, orderId: 'o1', price: 100, remaining: 6 }]);
    expect(changes).toEqual([
      { memberId: '7', orderId: 'o1', isNew: true, status: '0' },
      { memberId: '8', orderId: 'm1', isNew: false, status: '1' },
    ]);
  });

  it('says nothing about bots, and cancels as the journal does', () => {
    expect(orderChanges(meta({ ownerType: 'system', ownerId: 'bot' }), [{ ...accepted, owner: 'system:bot' }, trade({ takerOwner: 'system:bot', makerOwner: 'system:mm' })])).toEqual([]);
    expect(orderChanges(null, [{ type: 'cancelled', seq: 9, orderId: 'm1', owner: 'member:8', remaining: 3, reason: 'user' }])).toEqual([{ memberId: '8', orderId: 'm1', isNew: false, status: '-1' }]);
    const ioc = orderChanges(meta({ tif: 'IOC' }), [accepted, trade({}), { type: 'cancelled', seq: 3, orderId: 'o1', owner: 'member:7', remaining: 6, reason: 'ioc_remainder' }]);
    expect(ioc.find((c) => c.orderId === 'o1')?.status).toBe('1');
  });

  it('marks a released stop as not new, and a released exit the engine refuses as failed', () => {
    expect(orderChanges(meta({ released: 'stop' }), [accepted, { type: 'rested', seq: 2, orderId: 'o1', price: 100, remaining: 10 }])).toEqual([{ memberId: '7', orderId: 'o1', isNew: false, status: '0' }]);
    expect(orderChanges(meta({ released: 'exit', orderType: 'market' }), [{ type: 'rejected', seq: 2, orderId: 'o1', reason: 'no_liquidity' }])).toEqual([{ memberId: '7', orderId: 'o1', isNew: false, status: '-2' }]);
  });

  it('builds the wire message', () => {
    expect(refreshMessage({ memberId: '7', orderId: 'o1', isNew: true, status: '0' })).toEqual({ type: 'xh', isNew: '1', content: '0', orderCode: 'o1', changeUser: '7', serviceType: 'spot', link_merchant: '0' });
  });
});
