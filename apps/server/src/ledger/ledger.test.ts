// The ledger's operations one by one against a real database: what each moves, and what it
// refuses without writing anything. What the database must guarantee around them (caller
// transactions, races, constraints) is in ledger.guarantees.test.ts.
import { describe, expect, it } from 'vitest';
import { LedgerError, SYSTEM_OWNER, systemOwner, toUnits, type Ledger, type Owner } from './index.ts';
import { CONTRACT, snapshot, SPOT, u, useLedgerDb, type TestDb } from './testDb.ts';

const fees = systemOwner(SYSTEM_OWNER.fees);

let t: TestDb;
let ledger: Ledger;
let alice: Owner;
let bob: Owner;

useLedgerDb((setup) => ({ t, ledger, alice, bob } = setup));

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
