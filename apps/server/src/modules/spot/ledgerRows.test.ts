// What an order writes to the ledger (market/settlement.ts combine): a taker's hold and the
// payments of its fills are one ledger transaction with netted entries, so a taker filled at once
// leaves no entry on its locked balance; balances, bills and the audit are what they would be
// with the hold written apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { BillRow, Envelope, Page } from '@exchange/contract';
import { WALLET_PATH } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { memberOwner } from '../../ledger/index.ts';
import { newMember, settled, spotCalls, type TestMember } from './testing.ts';

let t: TestExchange;
let api: ReturnType<typeof spotCalls>;

beforeAll(async () => {
  t = await startTestExchange({ DEMO_GRANT: '0' });
  api = spotCalls(t);
});
afterAll(() => t.close());

/** Entries on one balance (available or locked) of a member's spot account in an asset. */
const entriesOn = async (m: TestMember, asset: string, balance: 'available' | 'locked') =>
  (
    await sql<{ amount: string; kind: string }>`select e.amount, e.kind from ledger_entry e join ledger_account a on a.id = e.account_id
      where a.owner_type = 'member' and a.owner_id = ${m.id} and a.wallet_type = '1' and e.asset = ${asset} and e.balance_kind = ${balance} order by e.id`.execute(t.ex.db)
  ).rows.map((r) => ({ amount: String(r.amount), kind: r.kind }));

const bills = async (m: TestMember) => {
  const res = await t.call<Envelope<Page<BillRow>>>('POST', t.coin(WALLET_PATH.myBill), { token: m.token, body: { size: 100 } });
  return res.body.data.records.map((r) => ({ kind: r.kind, coin: r.coin, amount: r.amount }));
};

describe('ledger rows of an order', () => {
  it('a taker filled at once pays from available: no entry on its locked balance, bills and audit as before', async () => {
    const seller = await newMember(t, { BTC: '1' });
    const buyer = await newMember(t, { USDT: '10000' });
    expect((await api.place(seller, 'xjwt', { direction: '2', price: '65000', amount: '0.1' })).body.code).toBe(200);
    // Held for 65,100 × 0.1 = 6,510; filled at 65,000, so 6,500 is paid and 10 never stays held.
    expect((await api.place(buyer, 'xjwt', { direction: '1', price: '65100', amount: '0.1' })).body.code).toBe(200);
    await settled(t);

    expect(await entriesOn(buyer, 'USDT', 'locked')).toEqual([]);
    expect((await entriesOn(buyer, 'USDT', 'available')).map((e) => e.amount)).toEqual(['1000000000000', '-650000000000']);
    expect(await t.ex.ledger.balance(memberOwner(buyer.id), '1', 'USDT')).toMatchObject({ available: 350000000000n, locked: 0n });
    // 0.1 BTC less the 0.1 % buyer fee.
    expect(await t.ex.ledger.balance(memberOwner(buyer.id), '1', 'BTC')).toMatchObject({ available: 9990000n, locked: 0n });

    expect(await bills(buyer)).toEqual(
      expect.arrayContaining([
        { kind: 'trade', coin: 'USDT', amount: '-6500' },
        { kind: 'trade', coin: 'BTC', amount: '0.1' },
        { kind: 'fee', coin: 'BTC', amount: '-0.0001' },
        { kind: 'deposit', coin: 'USDT', amount: '10000' },
      ]),
    );
    expect(await bills(buyer)).toHaveLength(4);
    // The maker's hold was written when it rested; its fill pays from it.
    expect((await entriesOn(seller, 'BTC', 'locked')).map((e) => e.amount)).toEqual(['10000000', '-10000000']);
    expect(await t.ex.ledger.audit()).toEqual([]);
  });

  it('a taker that rests after its fills keeps the rest held, written as part of the trade', async () => {
    const seller = await newMember(t, { BTC: '1' });
    const buyer = await newMember(t, { USDT: '20000' });
    await api.place(seller, 'xjwt', { direction: '2', price: '64000', amount: '0.1' });
    const placed = await api.place(buyer, 'xjwt', { direction: '1', price: '64100', amount: '0.2' });
    expect(placed.body.code).toBe(200);
    await settled(t);

    // 0.1 filled at 64,000; the other 0.1 rests at 64,100 and holds 6,410.
    expect(await t.ex.ledger.balance(memberOwner(buyer.id), '1', 'USDT')).toMatchObject({ available: 7190000000000n / 10n, locked: 641000000000n });
    expect(await entriesOn(buyer, 'USDT', 'locked')).toEqual([{ amount: '641000000000', kind: 'trade' }]);
    expect(await bills(buyer)).toEqual(expect.arrayContaining([{ kind: 'trade', coin: 'USDT', amount: '-6400' }]));

    // Cancelled, the rest is released as a bill-less move back to available.
    const open = (await api.list(buyer, 'now')).body.data.records;
    expect(open).toHaveLength(1);
    expect((await api.cancel(buyer, [open[0]!.id])).body.code).toBe(200);
    await settled(t);
    expect(await t.ex.ledger.balance(memberOwner(buyer.id), '1', 'USDT')).toMatchObject({ available: 1360000000000n, locked: 0n });
    expect((await bills(buyer)).filter((b) => b.coin === 'USDT').map((b) => b.amount)).toEqual(['-6400', '20000']);
    expect(await t.ex.ledger.audit()).toEqual([]);
  });

  it('an order that takes nothing and does not rest (IOC against an empty side) writes nothing', async () => {
    const buyer = await newMember(t, { USDT: '1000' });
    const before = (await sql<{ n: string }>`select count(*) as n from ledger_tx`.execute(t.ex.db)).rows[0]!.n;
    // Far below any ask left by the tests above, so nothing crosses.
    const market = t.ex.markets.hub.get('xh', 'BTC/USDT')!;
    await market.place({ id: 'ioc-nothing', kind: 'xh', symbol: 'BTC/USDT', ownerType: 'member', ownerId: buyer.id, side: 'buy', orderType: 'limit', tif: 'IOC', priceTicks: 100, quantityLots: 10, fundsNotional: null });
    await settled(t);
    expect((await sql<{ n: string }>`select count(*) as n from ledger_tx`.execute(t.ex.db)).rows[0]!.n).toBe(before);
    expect(await t.ex.ledger.balance(memberOwner(buyer.id), '1', 'USDT')).toMatchObject({ available: 100000000000n, locked: 0n });
  });
});
