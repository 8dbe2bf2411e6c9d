// DESIGN §6 "the ledger balances", for savings interest and invite rebates: short random sequences
// of deposits, subscriptions and redemptions (flexible, part or whole, and fixed), days passing
// with the accrual job run (sometimes twice at once), the interest account funded, invitees'
// trading fees, rebate settlements (sometimes two at once) and restarts (a new ledger, its funds
// in memory read afresh), all through the real services and ledger on one database. After every
// run, from the tables:
//   - per asset, the sum over all accounts inside changed only by what was deposited;
//   - no balance is negative but the external account's;
//   - the savings pool holds exactly Σ principal + unpaid interest of the earning holdings, and
//     each product's `subscribed` is Σ principal of its earning holdings;
//   - a holding has at most one interest row per day and a fixed one at most term_days of them;
//     what the interest account paid out is Σ interest rows;
//   - no fee is rebated twice: per invitee, wallet and coin, the cursor is at most the fees paid,
//     and Σ rebates ≤ rate × Σ fees rebated.
// Refusals (insufficient balance, caps, maturity) are fine outcomes; anything else thrown fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { openTestDb, type TestDb } from '../../ledger/testDb.ts';
import { createLedger, LedgerError, toUnits, type Ledger } from '../../ledger/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { settleRebates } from '../invite/settlement.ts';
import { runAccrual } from './accrual.ts';
import { SAVINGS_INTEREST, SAVINGS_POOL } from './accounts.ts';
import { redeem, subscribe } from './holdings.ts';
import { createProduct } from './products.ts';
import { fundInterest } from './seed.ts';
import { fullSearch, propertyRuns } from '../../testing/propertyRuns.ts';

const ASSETS = ['USDT', 'BTC'] as const;
const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1, 12);
/** 300 runs of up to six steps on the main pass (see testing/propertyRuns.ts): the books are checked after each run, the costly part. */
const RUNS = propertyRuns(300);

let t: TestDb;
let ledger: Ledger;
let members: string[];
let products: Array<{ id: string; coin: string }>;
let now = START;
const deposited: Record<string, bigint> = { USDT: 0n, BTC: 0n };

const deposit = async (memberId: string, asset: string, amount: bigint) => {
  await ledger.deposit({ owner: { ownerType: 'member', ownerId: memberId }, walletType: '1', asset, amount, ref: 'prop' });
  deposited[asset]! += amount;
};

beforeAll(async () => {
  t = await openTestDb();
  ledger = createLedger(t.db);
  members = (await t.members(3)).map((o) => o.ownerId);
  // Member 0 invited members 1 and 2.
  await t.db.updateTable('member').set({ invited_by: members[0]! }).where('id', 'in', [members[1]!, members[2]!]).execute();
  products = [];
  for (const p of [
    { coin: 'USDT', kind: 'flexible', rate: '0.365', termDays: 0, minAmount: '1', memberCap: '500', totalCap: '800' },
    { coin: 'USDT', kind: 'fixed', rate: '0.73', termDays: 2, minAmount: '1', memberCap: '400', totalCap: '1000' },
    { coin: 'BTC', kind: 'flexible', rate: '0.1', termDays: 0, minAmount: '0.001', memberCap: '2', totalCap: '3' },
  ])
    products.push(await createProduct(t.db, p, START));
  for (const m of members) for (const asset of ASSETS) await deposit(m, asset, toUnits('1000'));
  for (const asset of ASSETS) {
    await fundInterest(ledger, asset, toUnits('3'), 'prop-fund');
    deposited[asset]! += toUnits('3');
  }
});
afterAll(() => t.close());

type Op =
  | { op: 'subscribe'; member: number; product: number; amount: bigint }
  | { op: 'redeem'; member: number; pick: number; part: bigint | null }
  | { op: 'accrue'; days: number; twice: boolean }
  | { op: 'fund'; asset: number; amount: bigint }
  | { op: 'fee'; member: number; asset: number; amount: bigint }
  | { op: 'settle'; twice: boolean }
  | { op: 'restart' };

const units = fc.bigInt({ min: 1n, max: toUnits('300') });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('subscribe' as const), member: fc.nat(2), product: fc.nat(2), amount: units }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('redeem' as const), member: fc.nat(2), pick: fc.nat(5), part: fc.option(units, { nil: null }) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('accrue' as const), days: fc.nat(2), twice: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('fund' as const), asset: fc.nat(1), amount: fc.bigInt({ min: 1n, max: toUnits('2') }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('fee' as const), member: fc.nat(2), asset: fc.nat(1), amount: fc.bigInt({ min: 1n, max: toUnits('5') }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('settle' as const), twice: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ op: 'restart' as const }) },
);

const refusal = (error: unknown) => error instanceof BusinessError || error instanceof LedgerError;
const tolerate = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    if (!refusal(error)) throw error;
  }
};

const apply = async (o: Op) => {
  switch (o.op) {
    case 'subscribe':
      return tolerate(() => subscribe(t.db, ledger, members[o.member]!, { productId: products[o.product]!.id, amount: (Number(o.amount) / 1e8).toFixed(8) }, now));
    case 'redeem': {
      const mine = await t.db.selectFrom('finance_holding').select('id').where('member_id', '=', members[o.member]!).where('status', '=', 0).orderBy('id').execute();
      if (mine.length === 0) return;
      const holdingId = mine[o.pick % mine.length]!.id;
      return tolerate(() => redeem(t.db, ledger, members[o.member]!, { holdingId, ...(o.part !== null ? { amount: (Number(o.part) / 1e8).toFixed(8) } : {}) }, now));
    }
    case 'accrue':
      now += o.days * DAY;
      await Promise.all(Array.from({ length: o.twice ? 2 : 1 }, () => runAccrual(t.db, ledger, now)));
      return;
    case 'fund':
      await fundInterest(ledger, ASSETS[o.asset]!, o.amount, 'prop-fund');
      deposited[ASSETS[o.asset]!]! += o.amount;
      return;
    case 'fee':
      return tolerate(() =>
        ledger.transfer({
          kind: 'trade',
          ref: 'prop-fee',
          moves: [{ from: { ownerType: 'member', ownerId: members[o.member]!, walletType: '1', balance: 'available' }, to: { ownerType: 'system', ownerId: 'fees', walletType: '1', balance: 'available' }, asset: ASSETS[o.asset]!, amount: o.amount, kind: 'fee' }],
        }),
      );
    case 'settle':
      await Promise.all(Array.from({ length: o.twice ? 2 : 1 }, () => settleRebates(t.db, ledger, now)));
      return;
    case 'restart':
      ledger = createLedger(t.db);
      return;
  }
};

/** Every invariant in three statements, so the runs stay quick. */
const checkBooks = async () => {
  const books = await sql<{ asset: string; inside: string; negative: string }>`
    select asset, coalesce(sum(available + locked) filter (where owner_id <> 'external'), 0) as inside,
           count(*) filter (where owner_id <> 'external' and (available < 0 or locked < 0)) as negative
    from ledger_account group by asset`.execute(t.db);
  for (const asset of ASSETS) expect(BigInt(books.rows.find((r) => r.asset === asset)?.inside ?? '0')).toBe(deposited[asset]);
  expect(books.rows.map((r) => Number(r.negative))).toEqual(books.rows.map(() => 0));

  const savings = await sql<{ coin: string; pool: string; held: string; subscribed: string; over_term: string; interest: string; payer_out: string }>`
    select p.coin,
      coalesce((select available from ledger_account a where a.owner_id = ${SAVINGS_POOL} and a.wallet_type = '1' and a.asset = p.coin), 0) as pool,
      coalesce(sum(h.principal + h.interest) filter (where h.status = 0), 0) as held,
      coalesce(sum(h.principal) filter (where h.status = 0), 0) as subscribed,
      count(*) filter (where p.kind = 'fixed' and (h.accrued_days > p.term_days or (select count(*) from finance_interest i where i.holding_id = h.id) > p.term_days)) as over_term,
      coalesce((select sum(i.amount) from finance_interest i join finance_holding x on x.id = i.holding_id join finance_product y on y.id = x.product_id where y.coin = p.coin), 0) as interest,
      coalesce((select sum(e.amount) filter (where e.amount > 0) from ledger_entry e join ledger_account a on a.id = e.account_id where a.owner_id = ${SAVINGS_INTEREST} and e.asset = p.coin), 0)
        - coalesce((select available from ledger_account a where a.owner_id = ${SAVINGS_INTEREST} and a.wallet_type = '1' and a.asset = p.coin), 0) as payer_out
    from finance_product p left join finance_holding h on h.product_id = p.id group by p.coin`.execute(t.db);
  for (const r of savings.rows) {
    expect(BigInt(r.pool)).toBe(BigInt(r.held));
    expect(Number(r.over_term)).toBe(0);
    expect(BigInt(r.payer_out)).toBe(BigInt(r.interest));
  }
  const products = await sql<{ id: string; subscribed: string; held: string }>`
    select p.id, p.subscribed, coalesce(sum(h.principal) filter (where h.status = 0), 0) as held
    from finance_product p left join finance_holding h on h.product_id = p.id group by p.id, p.subscribed`.execute(t.db);
  for (const r of products.rows) expect(BigInt(r.subscribed)).toBe(BigInt(r.held));

  // No fee rebated twice: each cursor at most the fees paid; Σ rebates at most 0.2 × Σ rebated fees.
  const rebates = await sql<{ coin: string; over: string; rebated: string; paid: string }>`
    select c.coin,
      count(*) filter (where c.fee_seen > coalesce((select -sum(e.amount) from ledger_entry e join ledger_account a on a.id = e.account_id
        where a.owner_type = 'member' and a.owner_id = c.invitee_id::text and a.wallet_type = c.wallet_type and e.asset = c.coin and e.kind = 'fee' and e.amount < 0), 0)) as over,
      sum(c.fee_seen) as rebated,
      coalesce((select sum(amount) from invite_rebate r where r.coin = c.coin), 0) as paid
    from invite_rebate_cursor c group by c.coin`.execute(t.db);
  for (const r of rebates.rows) {
    expect(Number(r.over)).toBe(0);
    expect(BigInt(r.paid) * 5n).toBeLessThanOrEqual(BigInt(r.rebated));
  }
};

describe('savings and rebates keep the books', () => {
  it('over random short runs', { timeout: 600_000 }, async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 6 }), async (ops) => {
        for (const o of ops) await apply(o);
        await checkBooks();
      }),
      { numRuns: RUNS },
    );
    // Shows up in the report: the run is meant to stay well under half a minute on a quiet machine.
    console.info(`savings/rebate property: ${RUNS} runs in ${Date.now() - started} ms`);
    // Whether the runs reached every outcome is the search's question (testing/propertyRuns.ts).
    if (fullSearch) {
      const interest = await t.db.selectFrom('finance_interest').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const rebates = await t.db.selectFrom('invite_rebate').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      // The runs did exercise what they check.
      expect(Number(interest.n)).toBeGreaterThan(10);
      expect(Number(rebates.n)).toBeGreaterThan(10);
    }
  });
});
