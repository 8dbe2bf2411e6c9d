import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createLedger, LedgerError, SYSTEM_OWNER, systemOwner, toUnits, WALLET_TYPE, type Ledger, type Owner } from './index.ts';
import { openTestDb, snapshot, type TestDb } from './testDb.ts';

const SPOT = WALLET_TYPE.spot;
const CONTRACT = WALLET_TYPE.contract;
const fees = systemOwner(SYSTEM_OWNER.fees);
const u = (decimal: string) => toUnits(decimal);

let t: TestDb;
let ledger: Ledger;
let alice: Owner;
let bob: Owner;

beforeAll(async () => {
  t = await openTestDb();
  ledger = createLedger(t.db);
  [alice, bob] = (await t.members(2)) as [Owner, Owner];
});
afterAll(() => t.close());
beforeEach(async () => {
  await sql`delete from ledger_entry`.execute(t.db);
  await sql`delete from ledger_tx`.execute(t.db);
  await sql`delete from ledger_account`.execute(t.db);
  // The rows were emptied behind the ledger's back: a new ledger reads them afresh.
  ledger = createLedger(t.db);
});

/** Runs an operation that must be refused with `message` and checks that nothing was written. */
const refuses = async (operation: () => Promise<unknown>, message: string | RegExp) => {
  const before = await snapshot(t.db);
  const error = await operation().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LedgerError);
  expect((error as Error).message).toMatch(message);
  expect(await snapshot(t.db)).toEqual(before);
};

const fund = (owner: Owner, asset: string, amount: string, walletType: string = SPOT) =>
  ledger.deposit({ owner, walletType, asset, amount: u(amount), ref: `fund-${asset}` });

describe('deposit', () => {
  it('credits available, posts two entries and mirrors the amount on external', async () => {
    const { txId } = await ledger.deposit({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('100.5'), ref: 'chain-tx-1' });
    expect(await ledger.balance(alice, SPOT, 'USDT')).toEqual({ available: u('100.5'), locked: 0n });
    expect(await ledger.totals('USDT')).toEqual({ available: u('100.5'), locked: 0n, total: u('100.5'), external: -u('100.5') });
    const entries = await t.db.selectFrom('ledger_entry').select(['amount', 'balance_kind', 'kind', 'ref']).where('tx_id', '=', txId).orderBy('id').execute();
    expect(entries).toEqual([
      { amount: String(-u('100.5')), balance_kind: 'available', kind: 'deposit', ref: 'chain-tx-1' },
      { amount: String(u('100.5')), balance_kind: 'available', kind: 'deposit', ref: 'chain-tx-1' },
    ]);
    expect(await t.db.selectFrom('ledger_tx').select(['kind', 'ref']).execute()).toEqual([{ kind: 'deposit', ref: 'chain-tx-1' }]);
    expect(await ledger.audit()).toEqual([]);
  });

  it('refuses bad input and changes nothing', async () => {
    await fund(alice, 'USDT', '5');
    const base = { owner: alice, walletType: SPOT, asset: 'USDT', amount: 1n, ref: 'r' };
    await refuses(() => ledger.deposit({ ...base, amount: 0n }), 'Amount must be positive');
    await refuses(() => ledger.deposit({ ...base, amount: -5n }), 'Amount must be positive');
    await refuses(() => ledger.deposit({ ...base, amount: 10n ** 38n }), 'Amount is too large');
    await refuses(() => ledger.deposit({ ...base, amount: 1 as unknown as bigint }), 'Invalid amount');
    await refuses(() => ledger.deposit({ ...base, walletType: '5' }), 'Unknown wallet type');
    await refuses(() => ledger.deposit({ ...base, walletType: '0' }), 'Unknown wallet type');
    await refuses(() => ledger.deposit({ ...base, asset: 'usdt' }), 'Unknown asset');
    await refuses(() => ledger.deposit({ ...base, asset: '' }), 'Unknown asset');
    await refuses(() => ledger.deposit({ ...base, ref: '' }), 'A ledger reference is required');
    await refuses(() => ledger.deposit({ ...base, owner: { ownerType: 'member', ownerId: '007' } }), 'Unknown member');
    await refuses(() => ledger.deposit({ ...base, owner: { ownerType: 'member', ownerId: '987654321' } }), 'Unknown member');
    await refuses(() => ledger.deposit({ ...base, owner: { ownerType: 'system', ownerId: 'Fees!' } }), 'Unknown account owner');
    await refuses(() => ledger.deposit({ ...base, owner: systemOwner(SYSTEM_OWNER.external) }), 'A transfer needs two different balances');
    expect(() => toUnits('1.123456789')).toThrow(LedgerError);
    expect(await ledger.balance(alice, SPOT, 'USDT')).toEqual({ available: u('5'), locked: 0n });
  });

  it('funds system owners such as the market simulator', async () => {
    const bot = systemOwner(SYSTEM_OWNER.simulator);
    await ledger.deposit({ owner: bot, walletType: SPOT, asset: 'BTC', amount: u('3'), ref: 'seed' });
    expect(await ledger.balances(bot)).toEqual([{ walletType: SPOT, asset: 'BTC', available: u('3'), locked: 0n }]);
  });
});

describe('withdraw', () => {
  it('debits available to external', async () => {
    await fund(alice, 'USDT', '100');
    await ledger.withdraw({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('40'), ref: 'w-1' });
    expect(await ledger.balance(alice, SPOT, 'USDT')).toEqual({ available: u('60'), locked: 0n });
    expect(await ledger.totals('USDT')).toMatchObject({ total: u('60'), external: -u('60') });
  });

  it('can pay out a withdrawal held for review from locked', async () => {
    await fund(alice, 'USDT', '100');
    await ledger.hold({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('30'), ref: 'w-2' });
    await ledger.withdraw({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('30'), ref: 'w-2', balance: 'locked' });
    expect(await ledger.balance(alice, SPOT, 'USDT')).toEqual({ available: u('70'), locked: 0n });
  });

  it('refuses more than available, even by one unit, and an account never funded', async () => {
    await fund(alice, 'USDT', '100');
    await ledger.hold({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('1'), ref: 'o-1' });
    await refuses(() => ledger.withdraw({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('99') + 1n, ref: 'w' }), 'Insufficient balance');
    await refuses(() => ledger.withdraw({ owner: alice, walletType: CONTRACT, asset: 'USDT', amount: 1n, ref: 'w' }), 'Insufficient balance');
    await refuses(() => ledger.withdraw({ owner: bob, walletType: SPOT, asset: 'USDT', amount: 1n, ref: 'w' }), 'Insufficient balance');
    await ledger.withdraw({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('99'), ref: 'w' });
    expect(await ledger.balance(alice, SPOT, 'USDT')).toEqual({ available: 0n, locked: u('1') });
  });
});

describe('hold and release', () => {
  it('moves between available and locked of one account', async () => {
    await fund(alice, 'USDT', '100');
    await ledger.hold({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('25'), ref: 'order-1' });
    expect(await ledger.balance(alice, SPOT, 'USDT')).toEqual({ available: u('75'), locked: u('25') });
    await ledger.release({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('10'), ref: 'order-1' });
    expect(await ledger.balance(alice, SPOT, 'USDT')).toEqual({ available: u('85'), locked: u('15') });
    expect(await ledger.totals('USDT')).toEqual({ available: u('85'), locked: u('15'), total: u('100'), external: -u('100') });
  });

  it('refuses to hold more than available or release more than locked', async () => {
    await fund(alice, 'USDT', '100');
    await ledger.hold({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('25'), ref: 'order-1' });
    await refuses(() => ledger.hold({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('75.00000001'), ref: 'order-2' }), 'Insufficient balance');
    await refuses(() => ledger.release({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('25.00000001'), ref: 'order-1' }), 'Insufficient balance');
    await refuses(() => ledger.hold({ owner: alice, walletType: SPOT, asset: 'USDT', amount: 0n, ref: 'order-2' }), 'Amount must be positive');
  });
});

describe('transfer', () => {
  it('moves between wallet types and between owners in one transaction', async () => {
    await fund(alice, 'USDT', '100');
    await ledger.transfer({
      kind: 'transfer',
      ref: 'move-1',
      moves: [
        { from: { ...alice, walletType: SPOT, balance: 'available' }, to: { ...alice, walletType: CONTRACT, balance: 'available' }, asset: 'USDT', amount: u('30') },
        { from: { ...alice, walletType: SPOT, balance: 'available' }, to: { ...bob, walletType: SPOT, balance: 'available' }, asset: 'USDT', amount: u('20') },
      ],
    });
    expect(await ledger.balances(alice)).toEqual([
      { walletType: SPOT, asset: 'USDT', available: u('50'), locked: 0n },
      { walletType: CONTRACT, asset: 'USDT', available: u('30'), locked: 0n },
    ]);
    expect(await ledger.balances(alice, CONTRACT)).toEqual([{ walletType: CONTRACT, asset: 'USDT', available: u('30'), locked: 0n }]);
    expect(await ledger.balance(bob, SPOT, 'USDT')).toEqual({ available: u('20'), locked: 0n });
    expect(await ledger.totals('USDT')).toMatchObject({ total: u('100'), external: -u('100') });
    expect(await ledger.audit()).toEqual([]);
  });

  it('judges the net of all moves: all or nothing', async () => {
    await fund(alice, 'USDT', '10');
    const move = (amount: bigint) => ({ from: { ...alice, walletType: SPOT, balance: 'available' as const }, to: { ...bob, walletType: SPOT, balance: 'available' as const }, asset: 'USDT', amount });
    await refuses(() => ledger.transfer({ kind: 'transfer', ref: 'm', moves: [move(u('6')), move(u('5'))] }), 'Insufficient balance');
    await refuses(() => ledger.transfer({ kind: 'transfer', ref: 'm', moves: [move(u('6')), move(0n)] }), 'Amount must be positive');
  });

  it('refuses malformed transfers', async () => {
    await fund(alice, 'USDT', '10');
    const from = { ...alice, walletType: SPOT, balance: 'available' as const };
    const external = { ...systemOwner(SYSTEM_OWNER.external), walletType: SPOT, balance: 'available' as const };
    await refuses(() => ledger.transfer({ kind: 'transfer', ref: 'm', moves: [] }), 'Nothing to transfer');
    await refuses(() => ledger.transfer({ kind: 'transfer', ref: 'm', moves: [{ from, to: from, asset: 'USDT', amount: 1n }] }), 'two different balances');
    await refuses(() => ledger.transfer({ kind: 'grant', ref: 'm', moves: [{ from: external, to: from, asset: 'USDT', amount: 1n }] }), 'Only deposits and withdrawals');
    await refuses(() => ledger.transfer({ kind: 'withdrawal', ref: 'm', moves: [{ from, to: { ...external, balance: 'locked' }, asset: 'USDT', amount: 1n }] }), 'Only deposits and withdrawals');
    await refuses(() => ledger.transfer({ kind: '', ref: 'm', moves: [{ from, to: { ...bob, walletType: SPOT, balance: 'available' }, asset: 'USDT', amount: 1n }] }), 'Unknown ledger kind');
    await refuses(() => ledger.transfer({ kind: 'transfer', ref: 'm', moves: [{ from: { ...from, balance: 'frozen' as 'locked' }, to: { ...bob, walletType: SPOT, balance: 'available' }, asset: 'USDT', amount: 1n }] }), 'Unknown balance');
  });
});

describe('settleTrade', () => {
  it('pays both sides from their holds and takes each fee from what the receiver gets', async () => {
    await fund(alice, 'USDT', '1000');
    await fund(bob, 'BTC', '1');
    await ledger.hold({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('600'), ref: 'buy-1' });
    await ledger.hold({ owner: bob, walletType: SPOT, asset: 'BTC', amount: u('1'), ref: 'sell-1' });
    // Alice buys 0.01 BTC at 50 000 from Bob; both pay 0.1 %.
    const { txId } = await ledger.settleTrade({
      ref: 'trade-1',
      legs: [
        { from: { ...alice, walletType: SPOT, balance: 'locked' }, to: { ...bob, walletType: SPOT }, asset: 'USDT', amount: u('500'), fee: u('0.5') },
        { from: { ...bob, walletType: SPOT, balance: 'locked' }, to: { ...alice, walletType: SPOT }, asset: 'BTC', amount: u('0.01'), fee: u('0.00001') },
      ],
    });
    expect(await ledger.balance(alice, SPOT, 'USDT')).toEqual({ available: u('400'), locked: u('100') });
    expect(await ledger.balance(alice, SPOT, 'BTC')).toEqual({ available: u('0.00999'), locked: 0n });
    expect(await ledger.balance(bob, SPOT, 'USDT')).toEqual({ available: u('499.5'), locked: 0n });
    expect(await ledger.balance(bob, SPOT, 'BTC')).toEqual({ available: 0n, locked: u('0.99') });
    expect(await ledger.balances(fees)).toEqual([
      { walletType: SPOT, asset: 'BTC', available: u('0.00001'), locked: 0n },
      { walletType: SPOT, asset: 'USDT', available: u('0.5'), locked: 0n },
    ]);
    const kinds = await t.db.selectFrom('ledger_entry').select(['kind']).where('tx_id', '=', txId).execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['fee', 'fee', 'fee', 'fee', 'trade', 'trade', 'trade', 'trade']);
    expect(await ledger.totals('USDT')).toMatchObject({ total: u('1000'), external: -u('1000') });
    expect(await ledger.totals('BTC')).toMatchObject({ total: u('1'), external: -u('1') });
    expect(await ledger.audit()).toEqual([]);
  });

  it('refuses a fill the payer cannot cover, as a whole', async () => {
    await fund(alice, 'USDT', '100');
    await fund(bob, 'BTC', '1');
    await ledger.hold({ owner: bob, walletType: SPOT, asset: 'BTC', amount: u('1'), ref: 'sell-1' });
    const legs = (usdt: bigint, fee = 0n) => [
      { from: { ...alice, walletType: SPOT, balance: 'locked' as const }, to: { ...bob, walletType: SPOT }, asset: 'USDT', amount: usdt, fee },
      { from: { ...bob, walletType: SPOT, balance: 'locked' as const }, to: { ...alice, walletType: SPOT }, asset: 'BTC', amount: u('0.001') },
    ];
    await refuses(() => ledger.settleTrade({ ref: 'trade-2', legs: legs(u('50')) }), 'Insufficient balance');
    await refuses(() => ledger.settleTrade({ ref: 'trade-2', legs: legs(u('50'), u('51')) }), 'Fee must be between zero and the amount');
    await refuses(() => ledger.settleTrade({ ref: 'trade-2', legs: legs(u('50'), -1n) }), 'Fee must be between zero and the amount');
    await refuses(() => ledger.settleTrade({ ref: 'trade-2', legs: [] }), 'Nothing to transfer');
  });
});

describe('database guarantees', () => {
  it('joins a caller transaction: both commit together, a refusal rolls back the caller too', async () => {
    await fund(alice, 'USDT', '100');
    const outbox = (subject: string) => ({ channel: 'email', target: 'ledger@test.local', subject, body: '' });
    await t.db.transaction().execute(async (trx) => {
      await ledger.hold({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('60'), ref: 'order-ok' }, trx);
      await trx.insertInto('outbox').values(outbox('placed')).execute();
      expect(await ledger.balance(alice, SPOT, 'USDT', trx)).toEqual({ available: u('40'), locked: u('60') });
    });
    const before = await snapshot(t.db);
    const failed = t.db.transaction().execute(async (trx) => {
      await trx.insertInto('outbox').values(outbox('not placed')).execute();
      await ledger.release({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('10'), ref: 'order-ok' }, trx);
      await ledger.hold({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('60'), ref: 'order-too-big' }, trx);
    });
    await expect(failed).rejects.toThrow('Insufficient balance');
    expect(await snapshot(t.db)).toEqual(before);
    const subjects = await t.db.selectFrom('outbox').select('subject').where('target', '=', 'ledger@test.local').execute();
    expect(subjects).toEqual([{ subject: 'placed' }]);
  });

  it('creates a balance row again when the transaction that first created it rolled back', async () => {
    // The row's id is remembered when it is created; the rollback takes the row away again.
    const rolledBack = t.db.transaction().execute(async (trx) => {
      await ledger.deposit({ owner: bob, walletType: CONTRACT, asset: 'ETH', amount: u('1'), ref: 'gone' }, trx);
      throw new Error('caller gives up');
    });
    await expect(rolledBack).rejects.toThrow('caller gives up');
    await ledger.deposit({ owner: bob, walletType: CONTRACT, asset: 'ETH', amount: u('2'), ref: 'kept' });
    const staged = await ledger.stage({ kind: 'hold', ref: 'order-1', moves: [{ from: { ...bob, walletType: CONTRACT, balance: 'available' }, to: { ...bob, walletType: CONTRACT, balance: 'locked' }, asset: 'ETH', amount: u('0.5') }] });
    await t.db.transaction().execute((trx) => ledger.postStaged(trx, [staged]));
    ledger.settleStaged([staged], true);
    expect(await ledger.balance(bob, CONTRACT, 'ETH')).toEqual({ available: u('1.5'), locked: u('0.5') });
    expect(await ledger.audit()).toEqual([]);
  });

  it('lets concurrent withdrawals spend a balance exactly once', async () => {
    await fund(alice, 'USDT', '100');
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) => ledger.withdraw({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('10'), ref: `w-${i}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(LedgerError);
    expect(await ledger.balance(alice, SPOT, 'USDT')).toEqual({ available: 0n, locked: 0n });
    expect(await ledger.audit()).toEqual([]);
  });

  it('runs opposite concurrent transfers, first touches included, without deadlock', async () => {
    await fund(alice, 'USDT', '100');
    await fund(bob, 'USDT', '100');
    const pay = (from: Owner, to: Owner, i: number) =>
      ledger.transfer({
        kind: 'transfer',
        ref: `p-${i}`,
        moves: [
          { from: { ...from, walletType: SPOT, balance: 'available' }, to: { ...to, walletType: SPOT, balance: 'available' }, asset: 'USDT', amount: u('1') },
          // Fresh accounts on both sides in opposite order: creation must not deadlock either.
          { from: { ...from, walletType: SPOT, balance: 'available' }, to: { ...to, walletType: CONTRACT, balance: 'available' }, asset: 'USDT', amount: u('1') },
        ],
      });
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? pay(alice, bob, i) : pay(bob, alice, i))));
    expect(await ledger.totals('USDT')).toEqual({ available: u('200'), locked: 0n, total: u('200'), external: -u('200') });
    expect(await ledger.balance(alice, CONTRACT, 'USDT')).toEqual({ available: u('20'), locked: 0n });
    expect(await ledger.audit()).toEqual([]);
  });

  it('does not take an account its caller made, then rolled back, for committed', async () => {
    await fund(alice, 'USDT', '10');
    const toBob = (amount: string, ref: string) => ({
      kind: 'transfer' as const,
      ref,
      moves: [{ from: { ...alice, walletType: SPOT, balance: 'available' as const }, to: { ...bob, walletType: CONTRACT, balance: 'available' as const }, asset: 'USDT', amount: u(amount) }],
    });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await ledger.transfer(toBob('1', 'first'), trx);
        // A second call of the same transaction finds the new account: it is not committed yet.
        await ledger.hold({ owner: bob, walletType: CONTRACT, asset: 'USDT', amount: u('1'), ref: 'second' }, trx);
        throw new Error('the caller fails');
      }),
    ).rejects.toThrow('the caller fails');
    // The group commit's path reads nothing back: it must not trust the id of the row rolled back.
    const staged = await ledger.stage(toBob('2', 'staged'));
    await t.db.transaction().execute((trx) => ledger.postStaged(trx, [staged]));
    ledger.settleStaged([staged], true);
    expect(await ledger.balance(bob, CONTRACT, 'USDT')).toEqual({ available: u('2'), locked: 0n });
    expect(await ledger.audit()).toEqual([]);
  });

  // PostgreSQL only: PGlite runs one transaction at a time, so nothing there can wait on another.
  it.runIf(Boolean(process.env.DATABASE_URL))('does not deadlock on an account another transaction has made and not yet committed', async () => {
    await fund(alice, 'USDT', '100');
    // Backends of this schema's pool that wait for a lock (other test files share the server).
    const waiting = async () =>
      Number(
        (
          await sql<{ n: string }>`select count(*) as n from pg_locks w where not w.granted and w.pid in (
            select l.pid from pg_locks l join pg_class c on c.oid = l.relation join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = current_schema())`.execute(t.db)
        ).rows[0]!.n,
      );
    let racer: Promise<unknown> = Promise.resolve('posted');
    await t.db.transaction().execute(async (trx) => {
      // Makes Bob's contract account, which the ledger now knows by id, uncommitted.
      await ledger.deposit({ owner: bob, walletType: CONTRACT, asset: 'USDT', amount: u('1'), ref: 'first' }, trx);
      // Another transaction wants that account and Alice's: it must wait for this one holding no row lock.
      racer = ledger.transfer({ kind: 'transfer', ref: 'race', moves: [{ from: { ...alice, walletType: SPOT, balance: 'available' }, to: { ...bob, walletType: CONTRACT, balance: 'available' }, asset: 'USDT', amount: u('1') }] }).then(
        () => 'posted',
        (error: unknown) => error,
      );
      while ((await waiting()) === 0) await new Promise((r) => setTimeout(r, 10));
      // So this one can still lock Alice's account and finish.
      await ledger.hold({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('1'), ref: 'hold' }, trx);
    });
    expect(await racer).toBe('posted');
    expect(await ledger.balance(alice, SPOT, 'USDT')).toEqual({ available: u('98'), locked: u('1') });
    expect(await ledger.balance(bob, CONTRACT, 'USDT')).toEqual({ available: u('2'), locked: 0n });
    expect(await ledger.audit()).toEqual([]);
  });

  it('keeps CHECK constraints as a backstop behind the code', async () => {
    await fund(alice, 'USDT', '1');
    await expect(sql`update ledger_account set available = -1 where owner_id = ${alice.ownerId}`.execute(t.db)).rejects.toThrow();
    await expect(sql`update ledger_account set locked = -1 where owner_id = ${alice.ownerId}`.execute(t.db)).rejects.toThrow();
    await expect(sql`insert into ledger_account (owner_type, owner_id, wallet_type, asset) values ('member', '007', '1', 'USDT')`.execute(t.db)).rejects.toThrow();
    await expect(sql`insert into ledger_account (owner_type, owner_id, wallet_type, asset) values ('system', 'x', '5', 'USDT')`.execute(t.db)).rejects.toThrow();
    expect((await ledger.balance(systemOwner(SYSTEM_OWNER.external), SPOT, 'USDT')).available).toBe(-u('1'));
  });

  it('audits what the database no longer checks: entries that point nowhere', async () => {
    const { txId } = await fund(alice, 'USDT', '1');
    await sql`insert into ledger_entry (tx_id, account_id, asset, amount, balance_kind, kind, ref)
      values (${txId}, 999999, 'USDT', 1, 'available', 'deposit', 'stray'), (999999, 999998, 'USDT', -1, 'available', 'deposit', 'stray')`.execute(t.db);
    const findings = await ledger.audit();
    expect(findings.filter((f) => f.includes('does not exist'))).toHaveLength(2);
  });

  it('reads zeros for an untouched account', async () => {
    expect(await ledger.balance(bob, WALLET_TYPE.pulse, 'ETH')).toEqual({ available: 0n, locked: 0n });
    expect(await ledger.balances(bob)).toEqual([]);
    expect(await ledger.totals('ETH')).toEqual({ available: 0n, locked: 0n, total: 0n, external: 0n });
  });
});

describe('staged transfers (the group-commit path)', () => {
  const hold = (owner: Owner, amount: string, ref: string) => ({
    kind: 'hold',
    ref,
    moves: [{ from: { ...owner, walletType: SPOT, balance: 'available' as const }, to: { ...owner, walletType: SPOT, balance: 'locked' as const }, asset: 'USDT', amount: u(amount) }],
  });
  const pay = (from: Owner, to: Owner, amount: string, ref: string) => ({
    kind: 'trade',
    ref,
    moves: [{ from: { ...from, walletType: SPOT, balance: 'locked' as const }, to: { ...to, walletType: SPOT, balance: 'available' as const }, asset: 'USDT', amount: u(amount) }],
  });

  it('lets a later staged transfer spend what an earlier one put aside, and writes them in one transaction', async () => {
    await fund(alice, 'USDT', '100');
    const staged = [await ledger.stage(hold(alice, '60', 'o1')), await ledger.stage(pay(alice, bob, '50', 't1'))];
    await t.db.transaction().execute((trx) => ledger.postStaged(trx, staged));
    ledger.settleStaged(staged, true);
    expect(await ledger.balance(alice, SPOT, 'USDT')).toEqual({ available: u('40'), locked: u('10') });
    expect(await ledger.balance(bob, SPOT, 'USDT')).toEqual({ available: u('50'), locked: 0n });
    expect(await ledger.audit()).toEqual([]);
    // The view in memory followed the commit: the remaining 40 can be held, 41 cannot.
    await expect(ledger.stage(hold(alice, '41', 'o2'))).rejects.toThrow('Insufficient balance');
    ledger.settleStaged([await ledger.stage(hold(alice, '40', 'o3'))], false);
  });

  it('refuses a transfer that only funds still pending would cover, and counts nothing for it', async () => {
    await fund(alice, 'USDT', '100');
    const first = await ledger.stage(hold(alice, '70', 'o1'));
    await refuses(() => ledger.stage(hold(alice, '40', 'o2')), 'Insufficient balance');
    ledger.settleStaged([first], false);
    // Taken back: the full 100 is there again, and nothing was written.
    const again = await ledger.stage(hold(alice, '100', 'o3'));
    ledger.settleStaged([again], false);
    expect(await ledger.balance(alice, SPOT, 'USDT')).toEqual({ available: u('100'), locked: 0n });
  });

  it('does not let a standalone transfer spend a credit before that credit is committed', async () => {
    await fund(alice, 'USDT', '10');
    await fund(bob, 'USDT', '100');
    const staged = await ledger.stage(hold(bob, '100', 'o1'));
    const paid = await ledger.stage(pay(bob, alice, '100', 't1'));
    // Alice's 100 is pending in a group commit: a withdrawal of it must wait for that commit.
    await refuses(() => ledger.withdraw({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('50'), ref: 'w1' }), 'Insufficient balance');
    await t.db.transaction().execute((trx) => ledger.postStaged(trx, [staged, paid]));
    ledger.settleStaged([staged, paid], true);
    await ledger.withdraw({ owner: alice, walletType: SPOT, asset: 'USDT', amount: u('50'), ref: 'w2' });
    expect(await ledger.balance(alice, SPOT, 'USDT')).toEqual({ available: u('60'), locked: 0n });
  });
});
