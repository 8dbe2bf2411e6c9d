// DESIGN §6 "the ledger balances", for rewards: random short runs of budget funding, task credits
// (KYC and the daily sign-in, over days), points spent on draws and coupons, and draws with random
// tickets, through the real service and ledger on one database. After every run:
//   - per asset (POINT, USDT) the inside total is exactly minus the external row (nothing is made
//     or lost inside), and no account but external is negative;
//   - points issued = Σ credited tasks; each member's points = its credits − what it spent, and
//     its points history adds up to its balance;
//   - the prize budget = funded − prizes paid − coupons paid, never below zero: never overspent;
//   - the coupons account locks exactly the coupons granted; chances = bought − drawn, never < 0;
//   - spot fee-deduction coupons (bought with points, paying spot fees through the real spot
//     settlement, expiring with the clock): each member's credit and spot balances equal a model
//     kept here in bigint (a coupon pays min(fee value, credit), the member the rest), the budget
//     also = − fee coupons granted + what expired ones gave back, and a used-up coupon has 0 left.
// Refusals (not enough points, nothing to draw, an empty budget, a task claimed already) are fine
// outcomes; anything else thrown fails the property.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { POINTS_REWARDS } from '@exchange/contract/welfare';
import { openTestDb, type TestDb } from '../../ledger/testDb.ts';
import { createLedger, toUnits, type Ledger } from '../../ledger/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { createWelfareService, type WelfareService } from './service.ts';
import { fundRewards } from './budget.ts';
import { POINTS_SPENT_OWNER, prizeBudget, pointUnits } from './accounts.ts';
import { fullSearch, propertyRuns } from '../../testing/propertyRuns.ts';
import { createFeeCoupons, feeCredit, type FeeCoupons } from './feeCoupons.ts';
import { createSpotSettlement, feeOf, unitsOf, type Settlement } from '../../market/settlement.ts';
import { MARKETS } from '../../market/symbols.ts';
import { INSUFFICIENT_BALANCE, LedgerError, type StagedTransfer } from '../../ledger/index.ts';
import type { OrderMeta } from '../../market/orderRecord.ts';
import { memberOwner, systemOwner } from '../../ledger/index.ts';

const UNIT = pointUnits(1);

const DAY = 86_400_000;
let t: TestDb;
let ledger: Ledger;
let welfare: WelfareService;
let members: string[];
let clock = Date.UTC(2026, 0, 1);
let tickets: number[] = [];
let funded = 0n;
let feeCoupons: FeeCoupons;
let spot: Settlement;
const PAIR = MARKETS.find((m) => m.kind === 'xh' && m.symbol_name === 'BTC/USDT')!;
const SELLER = systemOwner('prop_seller');
/** The model: per member, spot USDT and BTC and the fee credit, in ledger units. */
const model = new Map<string, { USDT: bigint; BTC: bigint; credit: bigint }>();
let orderSeq = 0;

beforeAll(async () => {
  t = await openTestDb();
  ledger = createLedger(t.db);
  members = (await t.members(3)).map((o) => o.ownerId);
  // Two members are verified, one is not: its KYC claims are refused.
  await t.db.updateTable('member').set({ real_name_status: '2' }).where('id', 'in', members.slice(0, 2)).execute();
  feeCoupons = createFeeCoupons(t.db, ledger, { now: () => clock });
  await feeCoupons.load();
  spot = createSpotSettlement(ledger, feeCoupons.sponsor);
  welfare = createWelfareService({ db: t.db, ledger, now: () => clock, random: () => tickets.shift() ?? 0, feeCoupons });
  for (const id of members) {
    await ledger.deposit({ owner: memberOwner(id), walletType: '1', asset: 'USDT', amount: toUnits('10000000'), ref: 'prop-funding' });
    await ledger.deposit({ owner: memberOwner(id), walletType: '1', asset: 'BTC', amount: toUnits('1000'), ref: 'prop-funding' });
    model.set(id, { USDT: toUnits('10000000'), BTC: toUnits('1000'), credit: 0n });
  }
  await ledger.deposit({ owner: SELLER, walletType: '1', asset: 'BTC', amount: toUnits('100000'), ref: 'prop-funding' });
  await ledger.deposit({ owner: SELLER, walletType: '1', asset: 'USDT', amount: toUnits('100000000000'), ref: 'prop-funding' });
});
afterAll(() => t.close());

const member = fc.integer({ min: 0, max: 2 });
// Weighted so that points build up (claims over days) and buy fee coupons that trades use up.
const op = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('fund' as const), tenths: fc.integer({ min: 1, max: 600 }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('claim' as const), m: member, code: fc.constantFrom('kyc_verified', 'daily_sign_in', 'first_deposit') }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('day' as const) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('draws' as const), m: member, count: fc.integer({ min: 1, max: 3 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('coupon' as const), m: member }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('play' as const), m: member, ticket: fc.integer({ min: 0, max: 999 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('fee_coupon' as const), m: member }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('fee_grant' as const), m: member, tenths: fc.integer({ min: 1, max: 500 }), count: fc.integer({ min: 1, max: 30 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('trade' as const), m: member, buy: fc.boolean(), ticks: fc.integer({ min: 1, max: 10_000_000 }), lots: fc.integer({ min: 1, max: 500_000 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('expire' as const) }), weight: 1 },
);

/** Writes staged ledger work as the market journal does: in one transaction, then settled. */
const commit = async (staged: Array<StagedTransfer | null>) => {
  const work = staged.filter((x): x is StagedTransfer => x !== null);
  await t.db.transaction().execute((trx) => ledger.postStaged(trx, work));
  ledger.settleStaged(work, true);
};

/** One fill of `lots` at `ticks` between a member and the system seller, through the spot settlement. */
const trade = async (id: string, buy: boolean, ticks: number, lots: number) => {
  const order = (ownerType: 'member' | 'system', ownerId: string, side: 'buy' | 'sell'): OrderMeta => ({
    id: `p${orderSeq++}`, kind: 'xh', symbol: PAIR.symbol_name, ownerType, ownerId, side, orderType: 'limit', tif: 'GTC', priceTicks: ticks, quantityLots: lots, fundsNotional: null,
  });
  const mine = order('member', id, buy ? 'buy' : 'sell');
  const theirs = order('system', SELLER.ownerId, buy ? 'sell' : 'buy');
  const market = { config: PAIR };
  await commit([await spot.reserve(market, theirs)]);
  await commit([await spot.reserve(market, mine)]);
  const event = {
    type: 'trade' as const, seq: orderSeq, tradeId: orderSeq, price: ticks, quantity: lots, takerOrderId: mine.id, makerOrderId: theirs.id,
    takerOwner: `member:${id}`, makerOwner: `system:${SELLER.ownerId}`, takerSide: mine.side, makerRemaining: 0, takerRemaining: 0,
  };
  await commit([await spot.settle(market, mine, [event])]);
  // The model: the coupon pays min(fee value, credit) in USDT while active; the member the rest.
  const m = model.get(id)!;
  const base = unitsOf(PAIR).base(lots);
  const quote = unitsOf(PAIR).quote(BigInt(ticks) * BigInt(lots));
  const active = await t.db.selectFrom('welfare_fee_coupon').select('expire_time').where('member_id', '=', id).where('status', '=', 0).executeTakeFirst();
  const sponsoring = active !== undefined && clock < Number(active.expire_time);
  const value = feeOf(quote, buy ? PAIR.buy_fee : PAIR.sell_fee);
  const paid = sponsoring ? (value < m.credit ? value : m.credit) : 0n;
  m.credit -= paid;
  if (buy) {
    const full = feeOf(base, PAIR.buy_fee);
    m.USDT -= quote;
    m.BTC += base - (paid === 0n ? full : paid === value ? 0n : full - (full * paid) / value);
  } else {
    m.BTC -= base;
    m.USDT += quote - (value - paid);
  }
  await feeCoupons.settled([id]);
};

const apply = async (step: { kind: string; tenths?: number; m?: number; code?: string; count?: number; ticket?: number; buy?: boolean; ticks?: number; lots?: number }) => {
  const id = members[step.m ?? 0]!;
  try {
    switch (step.kind) {
      case 'fund': {
        const units = toUnits(String(step.tenths! / 10));
        await fundRewards(ledger, units);
        funded += units;
        return;
      }
      case 'claim':
        await welfare.claimTask(id, step.code!);
        return;
      case 'day':
        clock += DAY;
        return;
      case 'draws':
        await welfare.redeem(id, { reward: 'draw', count: step.count! });
        return;
      case 'coupon':
        await welfare.redeem(id, { reward: 'coupon' });
        return;
      case 'play':
        tickets = [step.ticket!];
        {
          // A prize goes to the member's spot account.
          const prize = await welfare.play(id);
          if (prize.coin === 'USDT') model.get(id)!.USDT += toUnits(prize.amount);
        }
        return;
      case 'fee_coupon':
        await welfare.redeem(id, { reward: 'fee_coupon' });
        model.get(id)!.credit = toUnits(POINTS_REWARDS.fee_coupon.amount);
        return;
      case 'fee_grant':
        // A fee coupon of any value and length, paid from the budget as one bought with points is.
        await feeCoupons.expireDue(id);
        try {
          await feeCoupons.grant({ memberId: id, coin: 'USDT', units: toUnits(String(step.tenths! / 10)), days: step.count! }, async () => undefined);
        } catch (error) {
          // An empty budget refuses it (the service says so in words).
          if (error instanceof LedgerError && error.message === INSUFFICIENT_BALANCE) return;
          throw error;
        }
        model.get(id)!.credit = toUnits(String(step.tenths! / 10));
        return;
      case 'trade':
        await trade(id, step.buy!, step.ticks!, step.lots!);
        return;
      case 'expire':
        await feeCoupons.expireDue();
        for (const [owner, m] of model) if (!(await t.db.selectFrom('welfare_fee_coupon').select('id').where('member_id', '=', owner).where('status', '=', 0).executeTakeFirst())) m.credit = 0n;
        return;
    }
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
  }
};

/** Every figure the checks compare, read in one statement (a run's check is most of its time). */
const figures = async () => {
  const { rows } = await sql<Record<string, string | null>>`select
    (select coalesce(sum(available + locked), 0) from ledger_account where asset = 'POINT' and owner_id <> 'external') as points_inside,
    (select coalesce(sum(available + locked), 0) from ledger_account where asset = 'POINT' and owner_id = 'external') as points_external,
    (select coalesce(sum(available + locked), 0) from ledger_account where asset = 'USDT' and owner_id <> 'external') as usdt_inside,
    (select coalesce(sum(available + locked), 0) from ledger_account where asset = 'USDT' and owner_id = 'external') as usdt_external,
    (select count(*) from ledger_account where owner_id <> 'external' and (available < 0 or locked < 0)) as negative,
    (select coalesce(sum(points), 0) from welfare_task) as credited,
    (select coalesce(sum(change) filter (where change < 0), 0) from welfare_points_log) as spent_logged,
    (select coalesce(sum(change) filter (where reason = 'draw'), 0) from welfare_points_log) as draw_points,
    (select coalesce(sum(available), 0) from ledger_account where asset = 'POINT' and owner_id = ${POINTS_SPENT_OWNER}) as spent,
    (select coalesce(sum(amount), 0) from welfare_draw) as prizes,
    (select count(*) from welfare_draw) as draws,
    (select coalesce(sum(amount), 0) from contract_coupon) as coupons,
    (select coalesce(sum(locked), 0) from ledger_account where asset = 'USDT' and owner_id = 'futures_coupons') as coupons_locked,
    (select coalesce(sum(available), 0) from ledger_account where asset = 'USDT' and owner_id = ${prizeBudget.ownerId} and wallet_type = ${prizeBudget.walletType}) as budget,
    (select coalesce(sum(chances), 0) from welfare_chance) as chances,
    (select coalesce(sum(available + locked), 0) from ledger_account where asset = 'BTC' and owner_id <> 'external') as btc_inside,
    (select coalesce(sum(available + locked), 0) from ledger_account where asset = 'BTC' and owner_id = 'external') as btc_external,
    (select coalesce(sum(amount), 0) from welfare_fee_coupon) as fee_coupons,
    (select coalesce(sum(remaining), 0) from welfare_fee_coupon where status = 2) as fee_returned,
    (select count(*) from welfare_fee_coupon where status = 1 and remaining <> 0) as used_up_with_rest,
    (select count(*) from welfare_chance where chances < 0) as negative_chances,
    (select count(*) from (
      select m.id from member m
      left join (select member_id, sum(change) as logged from welfare_points_log group by member_id) l on l.member_id = m.id
      left join ledger_account a on a.owner_type = 'member' and a.owner_id = m.id::text and a.asset = 'POINT'
      where coalesce(a.available, 0) <> coalesce(l.logged, 0) * ${UNIT}
    ) as off) as members_off`.execute(t.db);
  return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, BigInt(v ?? 0)]));
};

const check = async () => {
  const f = await figures();
  expect(f.points_inside! + f.points_external!).toBe(0n);
  expect(f.usdt_inside! + f.usdt_external!).toBe(0n);
  expect(f.negative).toBe(0n);
  expect(f.points_inside).toBe(f.credited! * UNIT);
  expect(f.members_off).toBe(0n);
  expect(f.spent).toBe(-f.spent_logged! * UNIT);
  expect(f.btc_inside! + f.btc_external!).toBe(0n);
  expect(f.budget).toBe(funded - f.prizes! - f.coupons! - f.fee_coupons! + f.fee_returned!);
  expect(f.used_up_with_rest).toBe(0n);
  for (const [id, m] of model) {
    // An expired coupon's credit is the model's 0 only once the expiry job ran; before, it still holds its rest.
    const credit = (await ledger.balance(memberOwner(id), feeCredit(id).walletType, 'USDT')).locked;
    const stillActive = await t.db.selectFrom('welfare_fee_coupon').select('id').where('member_id', '=', id).where('status', '=', 0).executeTakeFirst();
    expect(credit).toBe(stillActive ? m.credit : 0n);
    expect((await ledger.balance(memberOwner(id), '1', 'USDT')).available).toBe(m.USDT);
    expect((await ledger.balance(memberOwner(id), '1', 'BTC')).available).toBe(m.BTC);
  }
  expect(f.budget! >= 0n).toBe(true);
  expect(f.coupons_locked).toBe(f.coupons);
  expect(f.negative_chances).toBe(0n);
  expect(f.chances! * BigInt(POINTS_REWARDS.draw.points)).toBe(-f.draw_points! - f.draws! * BigInt(POINTS_REWARDS.draw.points));
};

describe('rewards ledger', () => {
  it('conserves points and the prize budget over random runs', async () => {
    // A fixed prologue reaches a coupon for points, which random runs reach only by chance:
    // member 0's first deposit (a credited row is all the task reads) is worth 100 points.
    await t.db.insertInto('wallet_deposit').values({ member_id: members[0]!, coin: 'USDT', chain: 'TRC20', address: 'T-test', tx_hash: 'prologue', amount: '1', confirmations: 1, required_confirmations: 1, status: '1' }).execute();
    await apply({ kind: 'fund', tenths: 100 });
    await apply({ kind: 'claim', m: 0, code: 'first_deposit' });
    await apply({ kind: 'coupon', m: 0 });
    // And member 1's buys a fee-deduction coupon that its trades then spend.
    await t.db.insertInto('wallet_deposit').values({ member_id: members[1]!, coin: 'USDT', chain: 'TRC20', address: 'T-test', tx_hash: 'prologue-1', amount: '1', confirmations: 1, required_confirmations: 1, status: '1' }).execute();
    await apply({ kind: 'claim', m: 1, code: 'first_deposit' });
    await apply({ kind: 'fee_coupon', m: 1 });
    await apply({ kind: 'trade', m: 1, buy: true, ticks: 6_500_000, lots: 1000 });
    await apply({ kind: 'trade', m: 1, buy: false, ticks: 6_500_000, lots: 100_000 });
    await check();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const step of steps) await apply(step);
        await check();
      }),
      { numRuns: propertyRuns(250) },
    );
    // Whether the runs reached every outcome is the search's question (testing/propertyRuns.ts).
    if (fullSearch) {
      // The runs did reach every outcome: credits, draws, coupons.
      const counts = await sql<{ tasks: string; draws: string; coupons: string; fee_coupons: string; used_up: string }>`select
        (select count(*) from welfare_task) as tasks, (select count(*) from welfare_draw) as draws, (select count(*) from contract_coupon) as coupons,
        (select count(*) from welfare_fee_coupon) as fee_coupons, (select count(*) from welfare_fee_coupon where status = 1) as used_up`.execute(t.db);
      const row = counts.rows[0]!;
      expect(Number(row.tasks)).toBeGreaterThan(10);
      // (250 runs of up to 6 steps: every outcome below is reached many times over.)
      expect(Number(row.draws)).toBeGreaterThan(10);
      expect(Number(row.coupons)).toBeGreaterThan(0);
      expect(Number(row.fee_coupons)).toBeGreaterThan(1);
      expect(Number(row.used_up)).toBeGreaterThan(0);
    }
    expect(await ledger.audit()).toEqual([]);
  }, 120_000);
});
