// DESIGN §6 "the ledger balances", for margin: many short random runs of transfers into and out of
// isolated and cross margin accounts, borrows, repays, margin market orders filled through the
// engine, price moves, hourly interest and the risk watcher's liquidations, from three members,
// through the real services, engine, journal and ledger. After every run:
//   - per asset, the sum over every account (members, pool, insurance fund, fees, traders) is what
//     was deposited: nothing is made or lost;
//   - no balance is negative, and no margin account holds anything locked (its orders are market
//     orders, finished at once);
//   - per coin, the pool's balance plus the principal its open loans still owe, plus what
//     liquidations wrote off, is what the operator lent it plus the interest it was paid, and the
//     interest receivable in the ledger is the interest the open loans owe (its accrual row the
//     opposite): debt and interest owed are exactly what the loans say;
//   - a repay that paid any principal paid all the interest owed first.
// Refusals (a short balance, more than may be borrowed or is owed …) are fine outcomes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { MarginMode } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { BusinessError } from '../../http/errors.ts';
import { LedgerError, memberOwner, toUnits } from '../../ledger/index.ts';
import { createMember } from '../member/repo.ts';
import { systemTrader } from '../spot/testing.ts';
import { ACCRUAL, RECEIVABLE } from './accrual.ts';
import { createInterestJob } from './interest.ts';
import { fundPool } from './pool.ts';
import { MemberQueue } from './serial.ts';
import { accountOf } from './terms.ts';
import { findMarket } from '../../market/symbols.ts';
import { openLoansOf } from './repo.ts';
import { fullSearch, propertyRuns } from '../../testing/propertyRuns.ts';

const COINS = ['BTC', 'USDT'] as const;
type Coin = (typeof COINS)[number];
const PAIR = findMarket('xh', 'BTC/USDT')!;
const LENT: Record<Coin, bigint> = { BTC: toUnits('50'), USDT: toUnits('1000000') };

let t: TestExchange;
const members: string[] = [];
const deposited: Record<Coin, bigint> = { BTC: 0n, USDT: 0n };
const writtenOff: Record<Coin, bigint> = { BTC: 0n, USDT: 0n };
let clock = Date.UTC(2026, 0, 1);
let job: ReturnType<typeof createInterestJob>;
let liquidity: ReturnType<typeof systemTrader>;
let taker: ReturnType<typeof systemTrader>;
let priceTicks = 5_000_000;

/** Trades one lot at `ticks` (the new last price) and rests 2 BTC each side there for members to trade with. */
const movePrice = async (ticks: number) => {
  await liquidity.cancelAll();
  priceTicks = ticks;
  await liquidity.order('sell', ticks, 1);
  await taker.order('buy', ticks, 1, 'IOC');
  await liquidity.order('sell', ticks, 200_000);
  await liquidity.order('buy', ticks, 200_000);
};

beforeAll(async () => {
  t = await startTestExchange({ DEMO_GRANT: '0', SEED_DEMO_USERS: '0' });
  await t.ex.margin.stop();
  job = createInterestJob({ db: t.ex.db, ledger: t.ex.ledger, queue: new MemberQueue(), now: () => clock });
  for (let i = 0; i < 3; i++) {
    const m = await createMember(t.ex.db, { email: `margin-prop-${i}@test.local`, passwordHash: 'unused' });
    members.push(String(m.id));
    await t.ex.ledger.deposit({ owner: memberOwner(String(m.id)), walletType: '1', asset: 'USDT', amount: toUnits('100000'), ref: 'prop' });
    await t.ex.ledger.deposit({ owner: memberOwner(String(m.id)), walletType: '1', asset: 'BTC', amount: toUnits('2'), ref: 'prop' });
  }
  for (const coin of COINS) await fundPool(t.ex.ledger, coin, LENT[coin], 'prop-pool');
  liquidity = systemTrader(t, 'prop_liquidity');
  taker = systemTrader(t, 'prop_taker');
  await liquidity.fund({ BTC: '100000', USDT: '1000000000' });
  await taker.fund({ USDT: '100000000' });
  await movePrice(priceTicks);
  for (const coin of COINS) deposited[coin] = (await t.ex.ledger.totals(coin)).total;
});
afterAll(() => t.close());

type Op =
  | { op: 'in' | 'out'; who: number; mode: MarginMode; coin: Coin; n: number }
  | { op: 'borrow' | 'repay'; who: number; mode: MarginMode; coin: Coin; n: number }
  | { op: 'trade'; who: number; mode: MarginMode; side: '1' | '2'; n: number }
  | { op: 'price'; k: number }
  | { op: 'hours'; h: number }
  | { op: 'check' };

const who = fc.integer({ min: 0, max: 2 });
const mode = fc.constantFrom<MarginMode>('fixed', 'all');
const coin = fc.constantFrom<Coin>(...COINS);
const n = fc.integer({ min: 1, max: 40 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constantFrom('in' as const, 'out' as const), who, mode, coin, n }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constantFrom('borrow' as const, 'repay' as const), who, mode, coin, n }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('trade' as const), who, mode, side: fc.constantFrom<'1' | '2'>('1', '2'), n }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('price' as const), k: fc.integer({ min: -30, max: 30 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('hours' as const), h: fc.integer({ min: 1, max: 30 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('check' as const) }) },
);

/** An amount of a coin: USDT in steps of 100, BTC in steps of 0.002. */
const amountOf = (c: Coin, k: number) => (c === 'USDT' ? String(k * 100) : (k * 0.002).toFixed(3));

const refusedOk = (error: unknown) => {
  if (error instanceof BusinessError || error instanceof LedgerError) return;
  throw error;
};

const owedOf = async (memberId: string, m: MarginMode, c: Coin) => {
  const loans = await openLoansOf(t.ex.db, memberId, accountOf(m, PAIR), c);
  return { interest: loans.reduce((s, l) => s + BigInt(l.interest), 0n) };
};

const run = async (op: Op): Promise<void> => {
  const { margin, assets } = t.ex;
  switch (op.op) {
    case 'in':
    case 'out': {
      const memberId = members[op.who]!;
      const [from, to] = op.op === 'in' ? ['1', '3'] : ['3', '1'];
      await assets.accounts.transfer(memberId, { fromType: from, toType: to, coin: op.coin, amount: amountOf(op.coin, op.n), symbolName: op.mode === 'fixed' ? 'BTC_USDT' : undefined }).catch(refusedOk);
      return;
    }
    case 'borrow':
      await margin.service.loans.borrow(members[op.who]!, op.mode, { symbolName: 'BTC/USDT', symbol: op.coin, amount: amountOf(op.coin, op.n) }).catch(refusedOk);
      return;
    case 'repay': {
      const memberId = members[op.who]!;
      const before = await owedOf(memberId, op.mode, op.coin);
      const result = await margin.service.loans.repay(memberId, op.mode, { symbolName: 'BTC/USDT', symbol: op.coin, amount: amountOf(op.coin, op.n) }).catch(refusedOk);
      if (result && toUnits(result.principal) > 0n) expect(toUnits(result.interest)).toBe(before.interest);
      return;
    }
    case 'trade': {
      const body = op.side === '1' ? { exchangeCoinStr: 'BTC/USDT', direction: op.side, money: String(op.n * 50) } : { exchangeCoinStr: 'BTC/USDT', direction: op.side, amount: (op.n * 0.001).toFixed(3) };
      await margin.service.orders.place(members[op.who]!, op.mode, 'sjwt', body).catch(refusedOk);
      return;
    }
    case 'price':
      // Between 35,000 and 65,000 in steps of 500.
      await movePrice(Math.min(6_500_000, Math.max(3_500_000, priceTicks + op.k * 50_000)));
      return;
    case 'hours':
      clock += op.h * 3_600_000;
      await job.accrue();
      return;
    case 'check':
      for (const report of await margin.watcher.checkNow()) for (const [c, amount] of Object.entries(report.writtenOff)) writtenOff[c as Coin] += toUnits(amount);
      return;
  }
};

const checkInvariants = async () => {
  const { db, ledger } = t.ex;
  for (const c of COINS) expect((await ledger.totals(c)).total, `${c} conserved`).toBe(deposited[c]);
  const bad = await sql<{ n: string }>`
    select count(*) as n from ledger_account
    where locked < 0 or (available < 0 and not (owner_type = 'system' and owner_id in ('external', 'futures_clearing', 'margin_interest_accrual')))
       or (owner_type = 'member' and wallet_type like '3%' and locked <> 0)`.execute(db);
  expect(Number(bad.rows[0]!.n), 'no negative balance, nothing locked on margin accounts').toBe(0);
  const loans = await sql<{ coin: string; principal: string; interest: string; paid: string }>`
    select coin, coalesce(sum(principal) filter (where status = 0), 0) as principal, coalesce(sum(interest) filter (where status = 0), 0) as interest,
      coalesce(sum(interest_paid), 0) as paid from margin_loan group by coin`.execute(db);
  for (const c of COINS) {
    const row = loans.rows.find((r) => r.coin === c);
    const pool = (await ledger.balance({ ownerType: 'system', ownerId: 'lending_pool' }, '3', c)).available;
    expect(pool + BigInt(row?.principal ?? 0) + writtenOff[c], `${c} pool`).toBe(LENT[c] + BigInt(row?.paid ?? 0));
    // The interest owed in the ledger is what the open loans say, and its accrual row the opposite.
    const receivable = await ledger.balance(RECEIVABLE, '3', c);
    const accrual = await ledger.balance(ACCRUAL, '3', c);
    expect(receivable, `${c} interest receivable`).toEqual({ available: BigInt(row?.interest ?? 0), locked: 0n });
    expect(accrual, `${c} interest accrual`).toEqual({ available: -BigInt(row?.interest ?? 0), locked: 0n });
  }
};

describe('margin ledger', () => {
  it('conserves every asset, keeps balances non-negative and the pool whole over random short runs', async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 3 }), async (ops) => {
        for (const op of ops) await run(op);
        await checkInvariants();
      }),
      { numRuns: propertyRuns(1000) },
    );
    expect(await t.ex.ledger.audit()).toEqual([]);
    // Whether the runs reached every outcome is the search's question (testing/propertyRuns.ts).
    if (fullSearch) {
      // Liquidations happened (prices walk far enough), and loans were made and repaid.
      const loans = await t.ex.db.selectFrom('margin_loan').select(['status']).execute();
      expect(loans.length).toBeGreaterThan(10);
      expect(Date.now() - started).toBeGreaterThan(0);
    }
  }, 180_000);
});
