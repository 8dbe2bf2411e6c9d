// The operator commands run as an operator runs them, from the TypeScript (`tsx src/admin.ts …`)
// in a child process, once against a stopped exchange's database (the command opens it) and once
// beside a running exchange (the command runs inside it, so the server's ledger sees the change at
// once).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_PATH, type Envelope, type TransferResult, type WithdrawalRow } from '@exchange/contract';
import { openDb } from '../db/index.ts';
import { createLedger, memberOwner, toUnits } from '../ledger/index.ts';
import { createMember } from '../modules/member/repo.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { createAssetsService } from '../modules/assets/service.ts';
import { fixedPrices } from '../modules/assets/prices.ts';
import { encryptWithdrawal } from '../modules/assets/testEnvelope.ts';
import { md5, startTestExchange, type TestExchange } from '../testing/kit.ts';
import { TRADE_PASSWORD, walletKit } from '../modules/assets/walletTestKit.ts';
import { runAdminCli } from './runCli.ts';

/** The command as an operator runs it (runCli.ts: `tsx src/admin.ts …` in a child process). */
const admin = runAdminCli;

// The stopped exchange's database is PGlite in DATA_DIR on either pass of the suite, so the
// PostgreSQL pass would only repeat these (a CLI process each: about a minute of the pass).
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(onPostgres)('admin commands against a stopped exchange', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-test-'));
  // No server listens here, so the command opens the database itself.
  // The data was written to PGlite in DATA_DIR (openDb below), so the command must open that too,
  // also on the PostgreSQL pass of the suite.
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let memberId = '';
  let pendingIds: string[] = [];

  beforeAll(async () => {
    const db = await openDb({ databaseUrl: undefined, dataDir });
    const member = await createMember(db, { email: 'ops@test.local', passwordHash: await hashPassword(md5('Secret123')) });
    memberId = String(member.id);
    await db.updateTable('member').set({ pay_pwd_hash: await hashPassword(md5(TRADE_PASSWORD)) }).where('id', '=', memberId).execute();
    await db.destroy();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints help', async () => {
    const res = await admin(env, 'help');
    expect(res.code).toBe(0);
    for (const command of ['deposit', 'withdrawals', 'approve-withdrawal', 'reject-withdrawal', 'make-merchant']) expect(res.out).toContain(command);
  }, 180_000);

  it('credits a deposit as a watcher would: pending at 0, credited at the required confirmations', async () => {
    const res = await admin(env, 'deposit', '--member', 'ops@test.local', '--coin', 'USDT', '--amount', '500', '--tx', 'ops-tx-1');
    expect(res.code, res.out).toBe(0);
    expect(res.out).toContain('0/19 confirmations: pending');
    expect(res.out).toContain('19/19 confirmations: credited');
    // The same transaction again never credits twice.
    const again = await admin(env, 'deposit', '--member', 'ops@test.local', '--coin', 'USDT', '--amount', '500', '--tx', 'ops-tx-1', '--confirmations', '30');
    expect(again.out).toContain('30/19 confirmations: credited');
    const bad = await admin(env, 'deposit', '--member', 'nobody@test.local', '--coin', 'USDT', '--amount', '1');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('Unknown member');
    expect((await admin(env, 'deposit', '--coin', 'USDT', '--amount', '1')).out).toContain('Give either --member or --address');
    expect((await admin(env, 'bogus')).out).toContain('Unknown command "bogus"');

    const db = await openDb({ databaseUrl: undefined, dataDir });
    const ledger = createLedger(db);
    expect(await ledger.balance(memberOwner(memberId), '1', 'USDT')).toEqual({ available: toUnits('500'), locked: 0n });
    // Two requests to decide below, made through the service as the API would.
    const assets = createAssetsService({ db, ledger, prices: fixedPrices({}) });
    const key = await assets.withdrawalKey();
    for (const amount of ['100', '200']) {
      const envelope = await encryptWithdrawal({ coin: 'USDT', chain: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount, tradePwd: md5(TRADE_PASSWORD), timestamp: Date.now() }, key);
      pendingIds.push((await assets.withdrawals.request(memberId, envelope)).id);
    }
    await db.destroy();
  }, 180_000);

  it('lists, approves and rejects withdrawals', async () => {
    expect((await admin(env, 'withdrawals')).out).toContain('2 withdrawal(s) waiting for review');
    const approved = await admin(env, 'approve-withdrawal', pendingIds[0]!, '--tx', 'sent-1');
    expect(approved.out).toContain(`Withdrawal #${pendingIds[0]} approved: 100 USDT sent to TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t, fee 1 USDT (tx sent-1)`);
    const rejected = await admin(env, 'reject-withdrawal', pendingIds[1]!, '--reason', 'checks failed');
    expect(rejected.out).toContain(`Withdrawal #${pendingIds[1]} rejected: 201 USDT released`);
    const twice = await admin(env, 'approve-withdrawal', pendingIds[1]!);
    expect(twice.code).toBe(1);
    expect(twice.out).toContain('already rejected');
    expect((await admin(env, 'approve-withdrawal', '999999')).out).toContain('Unknown withdrawal');

    const db = await openDb({ databaseUrl: undefined, dataDir });
    const ledger = createLedger(db);
    expect(await ledger.balance(memberOwner(memberId), '1', 'USDT')).toEqual({ available: toUnits('399'), locked: 0n });
    expect(await ledger.audit()).toEqual([]);
    await db.destroy();
    pendingIds = [];
  }, 180_000);

  it('makes a member a merchant, once', async () => {
    const made = await admin(env, 'make-merchant', 'ops@test.local', '--name', 'Ops Desk');
    expect(made.out).toMatch(/Member \d+ is now a merchant \(merchant id \d+\)/);
    expect((await admin(env, 'make-merchant', memberId)).out).toContain('was already a merchant');
    const db = await openDb({ databaseUrl: undefined, dataDir });
    expect(await db.selectFrom('member').select('is_merchant').where('id', '=', memberId).executeTakeFirst()).toEqual({ is_merchant: 2 });
    expect(await db.selectFrom('merchant').select('name').where('member_id', '=', memberId).execute()).toEqual([{ name: 'Ops Desk' }]);
    await db.destroy();
  }, 180_000);
});

describe('admin commands beside a running exchange', () => {
  let t: TestExchange;
  let env: Record<string, string>;
  beforeAll(async () => {
    t = await startTestExchange({ DEMO_GRANT: '0', AUTH_RATE_LIMIT: '100000', SEED_DEMO_USERS: 'off' });
    env = { DATA_DIR: t.config.dataDir };
  });
  afterAll(() => t.close());

  it('runs inside the server, whose ledger can spend the deposit at once', async () => {
    const kit = walletKit(t);
    const m = await kit.member();
    const res = await admin(env, 'deposit', '--member', m.email, '--coin', 'USDT', '--chain', 'BEP20', '--amount', '75', '--confirmations', '15');
    expect(res.code, res.out).toBe(0);
    expect(res.out).toContain('15/15 confirmations: credited');
    const moved = await t.call<Envelope<TransferResult>>('GET', t.coin(WALLET_PATH.transfer), { token: m.token, query: { fromType: '1', toType: '4', coin: 'USDT', amount: '75' } });
    expect(moved.body.data.to).toEqual({ type: '4', available: '75' });
    await t.call('GET', t.coin(WALLET_PATH.transfer), { token: m.token, query: { fromType: '4', toType: '1', coin: 'USDT', amount: '75' } });

    const w = (await kit.withdraw(m, kit.withdrawBody({ amount: '40' }))).body.data as WithdrawalRow;
    expect((await admin(env, 'reject-withdrawal', w.id)).out).toContain('41 USDT released');
    expect(await t.ex.ledger.balance(memberOwner(m.id), '1', 'USDT')).toEqual({ available: toUnits('75'), locked: 0n });
    expect((await admin(env, 'make-merchant', m.id)).out).toContain('is now a merchant');

    // A token that is not the server's is refused, and nothing runs.
    const otherDir = mkdtempSync(join(tmpdir(), 'admin-other-'));
    writeFileSync(join(otherDir, 'operator-token'), 'not-the-token');
    writeFileSync(join(otherDir, 'internal-url'), t.internalUrl);
    const wrong = await admin({ ...env, DATA_DIR: otherDir }, 'make-merchant', m.id);
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain('Wrong operator token');
    rmSync(otherDir, { recursive: true, force: true });
  }, 180_000);
});
