// Property tests of DESIGN §6 "the ledger balances": random operation sequences run against the
// real database and against a plain in-memory model, which must agree after every sequence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { createLedger, LedgerError, SYSTEM_OWNER, systemOwner, toUnits, type BalanceKind, type Ledger, type Owner } from './index.ts';
import { compactLedger } from './compaction.ts';
import { emptyLedger, openTestDb, snapshot, type TestDb } from './testDb.ts';
import { propertyRuns } from '../testing/propertyRuns.ts';

const ASSETS = ['BTC', 'USDT'] as const;
const WALLETS = ['1', '4'] as const;
type Asset = (typeof ASSETS)[number];
type Wallet = (typeof WALLETS)[number];

let t: TestDb;
let ledger: Ledger;
/** Two members and a market-maker bot: the owners operations pick from. */
let owners: Owner[];
const fees = systemOwner(SYSTEM_OWNER.fees);
const clearing = systemOwner(SYSTEM_OWNER.futuresClearing);

beforeAll(async () => {
  t = await openTestDb();
  ledger = createLedger(t.db);
  owners = [...(await t.members(2)), systemOwner(SYSTEM_OWNER.marketMaker)];
});
afterAll(() => t.close());

const reset = async () => {
  await emptyLedger(t.db);
  ledger = createLedger(t.db);
};

// ---- operations ---------------------------------------------------------------------------------

interface Place {
  owner: number;
  wallet: Wallet;
  asset: Asset;
}
type Op =
  | { op: 'deposit' | 'withdraw' | 'hold' | 'release'; at: Place; amount: bigint }
  | { op: 'transfer'; at: Place; to: { owner: number; wallet: Wallet }; amount: bigint }
  | { op: 'trade'; buyer: number; seller: number; wallet: Wallet; base: bigint; quote: bigint; buyerFee: bigint; sellerFee: bigint; buyerPays: BalanceKind; sellerPays: BalanceKind }
  | { op: 'invalid'; at: Place; amount: bigint | string }
  | { op: 'compact'; batch: number }
  // Futures realised PnL between an owner's contract account and the clearing account, which may go
  // below zero; any other kind of move touching the clearing account is refused.
  | { op: 'pnl'; owner: number; asset: Asset; amount: bigint; toClearing: boolean; kind: 'pnl' | 'trade' };

const ownerArb = fc.integer({ min: 0, max: 2 });
const walletArb = fc.constantFrom(...WALLETS);
const placeArb = fc.record({ owner: ownerArb, wallet: walletArb, asset: fc.constantFrom(...ASSETS) });
// Mostly small amounts so that refusals are common; now and then amounts far beyond 2^64.
const amountArb = fc.oneof({ weight: 9, arbitrary: fc.bigInt({ min: 1n, max: 1000n }) }, { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 10n ** 30n }) });
const tradeAmountArb = fc.oneof({ weight: 9, arbitrary: fc.bigInt({ min: 1n, max: 400n }) }, { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 10n ** 30n }) });
const feeOf = (amount: bigint, perMille: number) => (amount * BigInt(perMille)) / 1000n;
const balanceArb = fc.constantFrom<BalanceKind>('available', 'locked');

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('deposit' as const), at: placeArb, amount: amountArb }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('withdraw' as const), at: placeArb, amount: amountArb }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('hold' as const), at: placeArb, amount: amountArb }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('release' as const), at: placeArb, amount: amountArb }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('transfer' as const), at: placeArb, to: fc.record({ owner: ownerArb, wallet: walletArb }), amount: amountArb }) },
  {
    weight: 3,
    arbitrary: fc
      .record({ buyer: ownerArb, seller: ownerArb, wallet: walletArb, base: tradeAmountArb, quote: tradeAmountArb, buyerFee: fc.integer({ min: 0, max: 1000 }), sellerFee: fc.integer({ min: 0, max: 1000 }), buyerPays: balanceArb, sellerPays: balanceArb })
      .map((r) => ({ ...r, op: 'trade' as const, buyerFee: feeOf(r.base, r.buyerFee), sellerFee: feeOf(r.quote, r.sellerFee) })),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('invalid' as const), at: placeArb, amount: fc.constantFrom<bigint | string>(0n, -1n, -1000n, '1.000000001', '1e3', ' 1', '-1') }) },
  // Compaction of the bot's and the fees' transactions among themselves (market/retention.ts), in
  // small steps so that steps cut between transactions; balances must not move.
  { weight: 1, arbitrary: fc.record({ op: fc.constant('compact' as const), batch: fc.integer({ min: 4, max: 40 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('pnl' as const),
      owner: ownerArb,
      asset: fc.constantFrom(...ASSETS),
      amount: amountArb,
      toClearing: fc.boolean(),
      kind: fc.constantFrom<'pnl' | 'trade'>('pnl', 'pnl', 'pnl', 'trade'),
    }),
  },
);

/** Compacts everything written so far, step by step. */
const compactAll = async (batch: number) => {
  while ((await compactLedger(t.db, new Date(Date.now() + 60_000), batch)).more);
};

/**
 * Every owner's wallets start funded, part of it held, so that later operations succeed about as
 * often as they are refused. The funding goes through the ledger and the model like the rest.
 */
const PLACES: Place[] = [0, 1, 2].flatMap((owner) => WALLETS.flatMap((wallet) => ASSETS.map((asset) => ({ owner, wallet, asset }))));
const fundingArb = fc
  .array(fc.record({ deposit: fc.bigInt({ min: 1n, max: 3000n }), heldPercent: fc.integer({ min: 0, max: 100 }) }), { minLength: PLACES.length, maxLength: PLACES.length })
  .map((funds) =>
    funds.flatMap(({ deposit, heldPercent }, i): Op[] => {
      const held = (deposit * BigInt(heldPercent)) / 100n;
      const at = PLACES[i]!;
      return held > 0n ? [{ op: 'deposit', at, amount: deposit }, { op: 'hold', at, amount: held }] : [{ op: 'deposit', at, amount: deposit }];
    }),
  );
const sequenceArb = fc.tuple(fundingArb, fc.array(opArb, { minLength: 1, maxLength: 30, size: 'max' })).map(([funding, ops]) => [...funding, ...ops]);

const refOf = (i: number) => `op-${i}`;

/** Runs one operation on the real ledger. */
const runOnLedger = (op: Op, i: number): Promise<unknown> => {
  if (op.op === 'compact') return compactAll(op.batch);
  if (op.op === 'pnl') {
    const member = { ...owners[op.owner]!, walletType: '4', balance: 'available' as const };
    const house = { ...clearing, walletType: '4', balance: 'available' as const };
    return ledger.transfer({ kind: op.kind, ref: refOf(i), moves: [{ from: op.toClearing ? member : house, to: op.toClearing ? house : member, asset: op.asset, amount: op.amount }] });
  }
  if (op.op === 'trade') {
    const b = owners[op.buyer]!;
    const s = owners[op.seller]!;
    return ledger.settleTrade({
      ref: refOf(i),
      legs: [
        { from: { ...b, walletType: op.wallet, balance: op.buyerPays }, to: { ...s, walletType: op.wallet }, asset: 'USDT', amount: op.quote, fee: op.sellerFee },
        { from: { ...s, walletType: op.wallet, balance: op.sellerPays }, to: { ...b, walletType: op.wallet }, asset: 'BTC', amount: op.base, fee: op.buyerFee },
      ],
    });
  }
  const owner = owners[op.at.owner]!;
  if (op.op === 'transfer')
    return ledger.transfer({
      kind: 'transfer',
      ref: refOf(i),
      moves: [{ from: { ...owner, walletType: op.at.wallet, balance: 'available' }, to: { ...owners[op.to.owner]!, walletType: op.to.wallet, balance: 'available' }, asset: op.at.asset, amount: op.amount }],
    });
  if (op.op === 'invalid')
    return (async () => {
      const amount = typeof op.amount === 'string' ? toUnits(op.amount) : op.amount;
      return ledger.deposit({ owner, walletType: op.at.wallet, asset: op.at.asset, amount, ref: refOf(i) });
    })();
  const input = { owner, walletType: op.at.wallet, asset: op.at.asset, amount: op.amount, ref: refOf(i) };
  const byOp = { deposit: ledger.deposit, withdraw: ledger.withdraw, hold: ledger.hold, release: ledger.release };
  return byOp[op.op](input);
};

// ---- the model ----------------------------------------------------------------------------------

interface Row {
  available: bigint;
  locked: bigint;
}

/** The ledger as a map of balances: what it should hold, computed the naive way. */
class Model {
  readonly rows = new Map<string, Row>();
  /** Deposits minus withdrawals per asset. */
  readonly flow = new Map<string, bigint>();

  row(owner: Owner, wallet: string, asset: string): Row {
    const key = [owner.ownerType, owner.ownerId, wallet, asset].join('|');
    let row = this.rows.get(key);
    if (!row) this.rows.set(key, (row = { available: 0n, locked: 0n }));
    return row;
  }

  private addFlow(asset: string, amount: bigint) {
    this.flow.set(asset, (this.flow.get(asset) ?? 0n) + amount);
  }

  /** Applies an operation; false when the ledger must refuse it. */
  apply(op: Op): boolean {
    if (op.op === 'invalid') return false;
    if (op.op === 'compact') return true;
    if (op.op === 'trade') return this.trade(op);
    if (op.op === 'pnl') {
      if (op.kind !== 'pnl' || op.amount > 10n ** 38n - 1n) return false;
      const member = this.row(owners[op.owner]!, '4', op.asset);
      const house = this.row(clearing, '4', op.asset);
      if (op.toClearing && member.available < op.amount) return false;
      member.available += op.toClearing ? -op.amount : op.amount;
      house.available += op.toClearing ? op.amount : -op.amount;
      return true;
    }
    const owner = owners[op.at.owner]!;
    const row = this.row(owner, op.at.wallet, op.at.asset);
    switch (op.op) {
      case 'deposit':
        row.available += op.amount;
        this.addFlow(op.at.asset, op.amount);
        return true;
      case 'withdraw':
        if (row.available < op.amount) return false;
        row.available -= op.amount;
        this.addFlow(op.at.asset, -op.amount);
        return true;
      case 'hold':
        if (row.available < op.amount) return false;
        row.available -= op.amount;
        row.locked += op.amount;
        return true;
      case 'release':
        if (row.locked < op.amount) return false;
        row.locked -= op.amount;
        row.available += op.amount;
        return true;
      case 'transfer': {
        if (op.to.owner === op.at.owner && op.to.wallet === op.at.wallet) return false;
        if (row.available < op.amount) return false;
        row.available -= op.amount;
        this.row(owners[op.to.owner]!, op.to.wallet, op.at.asset).available += op.amount;
        return true;
      }
    }
  }

  private trade(op: Extract<Op, { op: 'trade' }>): boolean {
    const buyer = owners[op.buyer]!;
    const seller = owners[op.seller]!;
    // Paying one's own available into one's own available is not a transfer.
    if (op.buyer === op.seller && (op.buyerPays === 'available' || op.sellerPays === 'available')) return false;
    const buyerQuote = this.row(buyer, op.wallet, 'USDT');
    const sellerBase = this.row(seller, op.wallet, 'BTC');
    if (buyerQuote[op.buyerPays] < op.quote || sellerBase[op.sellerPays] < op.base) return false;
    buyerQuote[op.buyerPays] -= op.quote;
    this.row(seller, op.wallet, 'USDT').available += op.quote - op.sellerFee;
    this.row(fees, op.wallet, 'USDT').available += op.sellerFee;
    sellerBase[op.sellerPays] -= op.base;
    this.row(buyer, op.wallet, 'BTC').available += op.base - op.buyerFee;
    this.row(fees, op.wallet, 'BTC').available += op.buyerFee;
    return true;
  }
}

// ---- checks -------------------------------------------------------------------------------------

const insideRows = async () => {
  const rows = await t.db.selectFrom('ledger_account').selectAll().execute();
  return rows.filter((r) => !(r.owner_type === 'system' && r.owner_id === SYSTEM_OWNER.external));
};

/** §6 on whatever is in the database, given what entered and left per asset. */
const checkBooks = async (flow: Map<string, bigint>) => {
  const inside = await insideRows();
  for (const r of inside) {
    // The clearing account alone may stand below zero (what it has paid out beyond what it took in).
    if (!(r.owner_type === 'system' && r.owner_id === SYSTEM_OWNER.futuresClearing)) expect(BigInt(r.available)).toBeGreaterThanOrEqual(0n);
    expect(BigInt(r.locked)).toBeGreaterThanOrEqual(0n);
  }
  for (const asset of ASSETS) {
    const sum = inside.filter((r) => r.asset === asset).reduce((s, r) => s + BigInt(r.available) + BigInt(r.locked), 0n);
    expect(sum).toBe(flow.get(asset) ?? 0n);
    expect(await ledger.totals(asset)).toMatchObject({ total: sum, external: -sum });
  }
  // Written independently of the ledger's own audit: each transaction balances per asset.
  const unbalanced = await sql`select tx_id from ledger_entry group by tx_id, asset having sum(amount) <> 0`.execute(t.db);
  expect(unbalanced.rows).toEqual([]);
  expect(await ledger.audit()).toEqual([]);
};

const nonZero = (entries: Iterable<[string, Row]>) =>
  Object.fromEntries([...entries].filter(([, r]) => r.available !== 0n || r.locked !== 0n).map(([k, r]) => [k, { available: r.available, locked: r.locked }]));

const checkEqualsModel = async (model: Model) => {
  const inside = await insideRows();
  const ledgerRows = inside.map((r): [string, Row] => [[r.owner_type, r.owner_id, r.wallet_type, r.asset].join('|'), { available: BigInt(r.available), locked: BigInt(r.locked) }]);
  const modelRows = [...model.rows].filter(([k]) => !k.startsWith(`system|${SYSTEM_OWNER.external}|`));
  expect(nonZero(ledgerRows)).toEqual(nonZero(modelRows));
};

// ---- properties ---------------------------------------------------------------------------------

describe('ledger properties', () => {
  it('agrees with the model and keeps the books balanced over random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(sequenceArb, async (ops) => {
        await reset();
        const model = new Model();
        for (const [i, op] of ops.entries()) {
          const accepted = model.apply(op);
          if (accepted) {
            await runOnLedger(op, i);
            continue;
          }
          const before = await snapshot(t.db);
          await expect(runOnLedger(op, i)).rejects.toBeInstanceOf(LedgerError);
          expect(await snapshot(t.db)).toEqual(before);
        }
        await checkEqualsModel(model);
        await checkBooks(model.flow);
      }),
      { numRuns: propertyRuns(120) },
    );
  }, 120_000);

  it('keeps the books balanced when operations race each other', async () => {
    await fc.assert(
      fc.asyncProperty(fundingArb, fc.array(opArb, { minLength: 1, maxLength: 30, size: 'max' }), async (funding, ops) => {
        await reset();
        // Funding first, in order; then everything at once, so that races decide what is refused.
        const flow = new Map<string, bigint>();
        for (const [i, op] of funding.entries()) {
          await runOnLedger(op, i);
          if (op.op === 'deposit') flow.set(op.at.asset, (flow.get(op.at.asset) ?? 0n) + op.amount);
        }
        const results = await Promise.allSettled(ops.map((op, i) => runOnLedger(op, i)));
        for (const [i, r] of results.entries()) {
          const op = ops[i]!;
          if (r.status === 'rejected') {
            expect(r.reason).toBeInstanceOf(LedgerError);
            continue;
          }
          if (op.op === 'deposit') flow.set(op.at.asset, (flow.get(op.at.asset) ?? 0n) + op.amount);
          if (op.op === 'withdraw') flow.set(op.at.asset, (flow.get(op.at.asset) ?? 0n) - op.amount);
        }
        await checkBooks(flow);
      }),
      { numRuns: propertyRuns(50) },
    );
  }, 120_000);
});
