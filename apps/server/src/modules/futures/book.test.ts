// The contract book's running sums, what a member's orders hold and the lots of a position its
// close orders reserve: kept as orders come, fill and go, so an order or a risk figure reads a few
// sums instead of every order the member has.
import { describe, expect, it } from 'vitest';
import { ContractBook, type ContractOrderState } from './book.ts';

const order = (id: string, ownerId: string, pairKey: string, hold: bigint, more: Partial<ContractOrderState> = {}): ContractOrderState => ({
  id,
  ownerKey: `member:${ownerId}`,
  owner: { ownerType: 'member', ownerId },
  pairKey,
  direction: 1,
  leverage: 10,
  pattern: 1,
  priceTicks: 100,
  triggerTicks: null,
  wholePosition: false,
  remaining: 5n,
  hold,
  waiting: null,
  positionId: null,
  takeProfitTicks: null,
  stopLossTicks: null,
  zyzsType: null,
  couponId: null,
  armed: false,
  source: 'member',
  ...more,
});

const usdt = (pairKey: string) => pairKey.startsWith('ubw:');
const sumOver = (book: ContractBook, ownerKey: string, counts: (pairKey: string) => boolean) =>
  [...book.orders.values()].filter((o) => o.ownerKey === ownerKey && counts(o.pairKey)).reduce((sum, o) => sum + o.hold, 0n);
const reservedOver = (book: ContractBook, ownerKey: string, pairKey: string) =>
  [...book.orders.values()]
    .filter((o) => o.ownerKey === ownerKey && o.pairKey === pairKey && (o.direction === 3 || o.direction === 4) && o.waiting === null)
    .reduce((sum, o) => sum + o.remaining, 0n);

describe('the contract book', () => {
  it('sums the holds of an owner per contract as orders come, fill and go', () => {
    const book = new ContractBook();
    book.addOrder(order('a', '1', 'ubw:BTC/USDT', 100n));
    book.addOrder(order('b', '1', 'ubw:ETH/USDT', 50n));
    book.addOrder(order('c', '1', 'bbw:BTC/USD', 7n));
    book.addOrder(order('d', '2', 'ubw:BTC/USDT', 1_000n));
    expect(book.holdsOf('member:1', usdt)).toBe(150n);
    expect(book.holdsOf('member:1', (k) => !usdt(k))).toBe(7n);
    expect(book.holdsOf('member:2', usdt)).toBe(1_000n);

    book.update(book.orders.get('a')!, { hold: 40n });
    expect(book.holdsOf('member:1', usdt)).toBe(90n);
    expect(book.orders.get('a')!.hold).toBe(40n);

    book.removeOrder('b');
    expect(book.holdsOf('member:1', usdt)).toBe(40n);
    // The same id again replaces the order, it does not count twice.
    book.addOrder(order('a', '1', 'ubw:BTC/USDT', 60n));
    expect(book.holdsOf('member:1', usdt)).toBe(60n);
    book.removeOrder('a');
    book.removeOrder('c');
    expect(book.holdsOf('member:1', () => true)).toBe(0n);
    expect(book.holdsOf('member:9', () => true)).toBe(0n);
  });

  it('agrees with a sum over the orders after any sequence of changes', () => {
    const book = new ContractBook();
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const pairs = ['ubw:BTC/USDT', 'ubw:ETH/USDT', 'bbw:BTC/USD'];
    for (let step = 0; step < 2_000; step++) {
      const id = String(next(40));
      const present = book.orders.get(id);
      const what = next(3);
      const direction = (1 + next(4)) as 1 | 2 | 3 | 4;
      const waiting = next(4) === 0 ? ('tpsl' as const) : null;
      if (what === 0) book.addOrder(order(id, String(next(3)), pairs[next(3)]!, BigInt(next(500)), { direction, waiting, remaining: BigInt(next(9)) }));
      else if (what === 1 && present)
        book.update(present, next(2) === 0 ? { hold: BigInt(next(500)), remaining: BigInt(next(9)) } : { waiting: null, remaining: BigInt(next(9)) });
      else book.removeOrder(id);
      for (const owner of ['member:0', 'member:1', 'member:2']) {
        expect(book.holdsOf(owner, usdt)).toBe(sumOver(book, owner, usdt));
        expect(book.holdsOf(owner, () => true)).toBe(sumOver(book, owner, () => true));
        for (const pair of pairs) expect(book.reservedForClose(owner, pair)).toBe(reservedOver(book, owner, pair));
      }
    }
  });

  it('counts the lots close orders in the book reserve, not waiting ones until released', () => {
    const book = new ContractBook();
    book.addOrder(order('c1', '1', 'ubw:BTC/USDT', 0n, { direction: 3, remaining: 4n }));
    book.addOrder(order('c2', '1', 'ubw:BTC/USDT', 0n, { direction: 3, remaining: 0n, waiting: 'tpsl' }));
    book.addOrder(order('o1', '1', 'ubw:BTC/USDT', 9n, { direction: 1, remaining: 6n }));
    expect(book.reservedForClose('member:1', 'ubw:BTC/USDT')).toBe(4n);
    book.update(book.orders.get('c2')!, { waiting: null, remaining: 3n });
    expect(book.reservedForClose('member:1', 'ubw:BTC/USDT')).toBe(7n);
    book.update(book.orders.get('c1')!, { remaining: 1n });
    expect(book.reservedForClose('member:1', 'ubw:BTC/USDT')).toBe(4n);
    book.removeOrder('c2');
    book.removeOrder('c1');
    expect(book.reservedForClose('member:1', 'ubw:BTC/USDT')).toBe(0n);
  });

  it('leaves the sums alone when an order no longer in the book changes', () => {
    const book = new ContractBook();
    const gone = order('x', '1', 'ubw:BTC/USDT', 30n, { direction: 4, remaining: 2n });
    book.addOrder(gone);
    book.removeOrder('x');
    book.update(gone, { hold: 10n, remaining: 1n });
    expect(book.holdsOf('member:1', () => true)).toBe(0n);
    expect(book.reservedForClose('member:1', 'ubw:BTC/USDT')).toBe(0n);
  });
});
