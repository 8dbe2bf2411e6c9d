// The simulator's contract bots (issue 22 part 7) against a real exchange: the simulator, driven
// tick by tick, quotes and takes the contract books through bot members funded by deposits on their
// contract accounts; a member's market order fills against a bot, whose position and margin are in
// the tables and the ledger like anyone's; a funding time makes the bots pay or receive through
// the ledger, zero-sum with the member; nothing is created or lost.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { memberOwner, SYSTEM_OWNER, systemOwner } from '../../ledger/index.ts';
import { Simulator } from '../../market/simulator.ts';
import { BOT_LEVERAGE, BOT_ROLES, botFunding, createContractBots, type ContractBotsRunner } from './bots.ts';
import { CROSS } from './book.ts';
import { holdUnits } from './pair.ts';
import { pairByKey } from './settlement.ts';
import { contractMember, futuresCalls, settledContract, type TestMember } from './testing.ts';

let t: TestExchange;
let bots: ContractBotsRunner;
let simulator: Simulator;
let alice: TestMember;
/** House orders resting on the contract books before the bots' first start, and after it. */
const houseResting = { before: 0, after: 0 };
const PAIR = 'ubw:BTC/USDT';
const quiet = { warn: () => undefined, info: () => undefined };

const houseContractOrders = async () =>
  Number(
    (
      await sql<{ n: string }>`select count(*) as n from market_order where kind in ('ubw', 'bbw') and owner_type = 'system' and status = 0`.execute(t.ex.db)
    ).rows[0]!.n,
  );
const botIds = () => [...bots.members().values()];
const botPositions = () => botIds().map((id) => t.ex.futures.book.find(`member:${id}`, PAIR)?.size ?? 0n);
const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);
const totalOf = async (memberId: string) => {
  const b = await t.ex.ledger.balance(memberOwner(memberId), '4', 'USDT');
  return b.available + b.locked;
};
/** Locked on a member's contract account = its open orders' holds + its positions' margin (every contract settled in USDT). */
const lockedNeed = (memberId: string) => {
  let need = 0n;
  for (const order of t.ex.futures.book.orders.values()) {
    if (order.ownerKey !== `member:${memberId}` || pairByKey(order.pairKey).settle !== 'USDT') continue;
    expect(order.hold).toBe(order.direction <= 2 ? holdUnits(pairByKey(order.pairKey), order.remaining, order.priceTicks, order.leverage) : 0n);
    need += order.hold;
  }
  for (const position of t.ex.futures.book.ofOwner(`member:${memberId}`)) if (pairByKey(`${position.kind}:${position.symbol}`).settle === 'USDT') need += position.margin;
  return need;
};

beforeAll(async () => {
  t = await startTestExchange({ DEMO_GRANT: '0' });
  const markets = t.ex.markets.hub.all().length;
  // A run before the bots: the unmargined house quoted the contract books, and its quotes rest there.
  const house = new Simulator({ hub: t.ex.markets.hub, ledger: t.ex.ledger, seed: 3, now: Date.now, log: quiet });
  await house.fund();
  for (let i = 0; i < markets; i++) await house.tick();
  await settledContract(t);
  houseResting.before = await houseContractOrders();
  bots = createContractBots({ db: t.ex.db, ledger: t.ex.ledger, book: t.ex.futures.book, service: t.ex.futures.service, hub: () => t.ex.markets.hub, log: quiet });
  await bots.prepare();
  await settledContract(t);
  houseResting.after = await houseContractOrders();
  simulator = new Simulator({ hub: t.ex.markets.hub, ledger: t.ex.ledger, seed: 7, now: Date.now, log: quiet, contracts: bots.trader });
  await simulator.fund();
  // Every market a few steps: the spot index first, then the contracts, quoted and taken.
  for (let i = 0; i < markets * 2; i++) await simulator.tick();
  await settledContract(t);
  alice = await contractMember(t, { USDT: '100000' });
}, 120_000);
afterAll(() => t.close());

describe('contract bots', () => {
  it("take over from the house: its quotes left on the contract books are cancelled", () => {
    expect(houseResting.before).toBeGreaterThan(0);
    expect(houseResting.after).toBe(0);
    for (const order of t.ex.futures.book.orders.values()) expect(order.owner.ownerType, order.id).toBe('member');
  });

  it('are members funded through the ledger, cross at low leverage', async () => {
    expect(botIds()).toHaveLength(BOT_ROLES.length);
    const need = botFunding().get('USDT')!;
    for (const id of botIds()) {
      expect(await totalOf(id)).toBeGreaterThan(need / 2n);
      const setting = t.ex.futures.book.find(`member:${id}`, PAIR);
      expect(setting).toMatchObject({ pattern: CROSS, leverage: BOT_LEVERAGE });
    }
  });

  it('quote both sides of the book from member orders that hold margin', () => {
    const market = t.ex.markets.hub.get('ubw', 'BTC/USDT')!;
    expect(market.book.bestBid()).not.toBeNull();
    expect(market.book.bestAsk()).not.toBeNull();
    const owners = new Set(market.book.depth(20).bids.length > 0 ? [...t.ex.futures.book.orders.values()].filter((o) => o.pairKey === PAIR).map((o) => o.owner.ownerId) : []);
    expect([...owners].every((id) => botIds().includes(id))).toBe(true);
    expect(owners.size).toBeGreaterThan(0);
    // The bots' positions net to zero among themselves: nobody else has traded yet.
    expect(sum(botPositions())).toBe(0n);
    for (const id of botIds()) expect(t.ex.futures.book.ofOwner(`member:${id}`).every((p) => p.size === 0n || p.margin > 0n)).toBe(true);
  });

  it("fill a member's market order, the bot's position and margin in the ledger", async () => {
    const api = futuresCalls(t);
    const before = botPositions();
    const answer = await api.open(alice, 'sjwt', { direction: '1', amount: '0.5' });
    expect(answer.body.code).toBe(200);
    await settledContract(t);
    const [position] = (await api.positions(alice)).body.data;
    expect(position).toMatchObject({ symbol_name: 'BTC/USDT', direction: '1' });
    // Alice's 0.5 BTC long (500 lots) is the bots' short: their positions moved by exactly that.
    expect(sum(botPositions()) - sum(before)).toBe(-500n);
    const fills = await t.ex.db.selectFrom('market_trade').select(['maker_order_id']).where('taker_order_id', '=', answer.body.data.id).execute();
    expect(fills.length).toBeGreaterThan(0);
    const makers = await t.ex.db.selectFrom('market_order').select(['owner_type', 'owner_id']).where('id', 'in', fills.map((f) => f.maker_order_id)).execute();
    for (const maker of makers) {
      expect(maker.owner_type).toBe('member');
      expect(botIds()).toContain(maker.owner_id);
    }
    // Each bot's locked funds are exactly its orders' holds and its positions' margin; the stored position is the book's.
    for (const id of botIds()) {
      expect((await t.ex.ledger.balance(memberOwner(id), '4', 'USDT')).locked, `locked of bot ${id}`).toBe(lockedNeed(id));
      const state = t.ex.futures.book.find(`member:${id}`, PAIR);
      if (!state || state.size === 0n) continue;
      const row = await t.ex.db.selectFrom('contract_position').selectAll().where('owner_type', '=', 'member').where('owner_id', '=', id).where('kind', '=', 'ubw').where('symbol', '=', 'BTC/USDT').executeTakeFirstOrThrow();
      expect(BigInt(row.size_lots)).toBe(state.size);
      expect(BigInt(row.margin)).toBe(state.margin);
      expect(state.margin).toBeGreaterThan(0n);
    }
    expect(await t.ex.ledger.audit()).toEqual([]);
  });

  it('pay and receive funding through the ledger, zero-sum with the member', async () => {
    const clearing = async () => (await t.ex.ledger.balance(systemOwner(SYSTEM_OWNER.futuresClearing), '4', 'USDT')).available;
    const owners = [...botIds(), alice.id];
    const before = new Map<string, bigint>();
    for (const id of owners) before.set(id, await totalOf(id));
    const clearingBefore = await clearing();
    const mark = t.ex.futures.marks.mark('ubw', 'BTC/USDT')!;
    // 0.1 %: longs pay shorts.
    const paid = await t.ex.futures.operations.settleFunding('ubw', 'BTC/USDT', 10n ** 15n, mark, Date.now());
    let moved = 0n;
    let botsMoved = 0n;
    for (const id of owners) {
      const change = (await totalOf(id)) - before.get(id)!;
      const state = t.ex.futures.book.find(`member:${id}`, PAIR);
      expect(change, `funding of ${id}`).toBe(state && state.size !== 0n ? paid.get(state)! : 0n);
      if (state && state.size !== 0n) expect(change > 0n).toBe(state.size < 0n);
      moved += change;
      if (id !== alice.id) botsMoved += change;
    }
    // Alice (long) paid; the bots, net short by her size, received it: nothing stayed with the clearing account.
    expect((await totalOf(alice.id)) - before.get(alice.id)!).toBeLessThan(0n);
    expect(botsMoved).toBeGreaterThan(0n);
    expect(moved).toBe(0n);
    expect(await clearing()).toBe(clearingBefore);
    expect(await t.ex.ledger.audit()).toEqual([]);
    // In the bots' bills as funding, as in any member's.
    const { rows } = await sql<{ n: string }>`select count(*) as n from ledger_entry e join ledger_account a on a.id = e.account_id where a.member_id = any(${botIds()}::bigint[]) and e.kind = 'funding'`.execute(t.ex.db);
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
  });

  it('are prepared again on a restart without new members or a second funding', async () => {
    const before = await t.ex.ledger.totals('USDT');
    expect(before.total + before.external).toBe(0n);
    const ids = botIds();
    await bots.prepare();
    expect(botIds()).toEqual(ids);
    expect((await t.ex.ledger.totals('USDT')).total).toBe(before.total);
    // What a previous run left resting is cancelled (the simulator quotes afresh), its holds freed.
    expect([...t.ex.futures.book.orders.values()].filter((o) => ids.includes(o.owner.ownerId))).toEqual([]);
    for (const id of ids) expect((await t.ex.ledger.balance(memberOwner(id), '4', 'USDT')).locked).toBe(lockedNeed(id));
  });
});
