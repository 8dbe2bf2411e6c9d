// The ledger against a real database (DESIGN §6): what the database itself must guarantee. A
// caller's transaction commits or rolls back with the ledger's writes, concurrent operations
// neither overspend nor deadlock (on PostgreSQL they really run at once), and the CHECK
// constraints stand behind the code. The operations one by one are in ledger.test.ts.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { LedgerError, SYSTEM_OWNER, systemOwner, WALLET_TYPE, type Ledger, type Owner } from './index.ts';
import { CONTRACT, snapshot, SPOT, u, useLedgerDb, type TestDb } from './testDb.ts';


let t: TestDb;
let ledger: Ledger;
let alice: Owner;
let bob: Owner;
useLedgerDb((setup) => ({ t, ledger, alice, bob } = setup));

const fund = (owner: Owner, asset: string, amount: string) => ledger.deposit({ owner, walletType: SPOT, asset, amount: u(amount), ref: `fund-${asset}` });

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
