// The operator's KYC and Google commands, run as the CLI runs them: against a stopped exchange's
// database, and beside a running exchange (the command then runs inside the server).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH, GOOGLE_ACTION, GOOGLE_SECRET_MODE, type GoogleSecret, type KycInfo, type MemberInfo } from '@exchange/contract';
import { openDb } from '../db/index.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { createMember } from '../modules/member/repo.ts';
import { accountKit, totp } from '../modules/security/testKit.ts';
import { md5, startTestExchange, type TestExchange } from '../testing/kit.ts';
import { runAdminCli } from './runCli.ts';

// The stopped exchange's database is PGlite in DATA_DIR on either pass of the suite, so the
// PostgreSQL pass would only repeat these (a CLI process each: about a minute of the pass).
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(onPostgres)('KYC commands against a stopped exchange', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-kyc-'));
  // The data was written to PGlite in DATA_DIR (openDb below), so the command must open that too,
  // also on the PostgreSQL pass of the suite.
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let memberId = '';

  beforeAll(async () => {
    const db = await openDb({ databaseUrl: undefined, dataDir });
    const member = await createMember(db, { email: 'kyc-ops@test.local', passwordHash: await hashPassword(md5('Secret123')) });
    memberId = String(member.id);
    await db
      .insertInto('kyc_request')
      .values({ member_id: memberId, real_name: 'Grace Hopper', document_type: '1', document_number: 'ID12345', front_image: '/uploads/a.png', back_image: '/uploads/b.png', status: '1', review_time: null })
      .execute();
    await db.updateTable('member').set({ real_name_status: '1' }).where('id', '=', memberId).execute();
    await db.destroy();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('lists the pending request and rejects it with a reason typed without quotes', async () => {
    const help = await runAdminCli(env, 'help');
    for (const command of ['kyc-requests', 'kyc-approve', 'kyc-reject', 'google-reset']) expect(help.out).toContain(command);
    const listed = await runAdminCli(env, 'kyc-requests');
    expect(listed.code, listed.out).toBe(0);
    expect(listed.out).toMatch(new RegExp(`1 KYC request\\(s\\) waiting for review:\\n  #\\d+  member ${memberId}  Grace Hopper`));
    // The operator reads the images from the files: they are served to their member alone.
    expect(listed.out).toContain(`front: ${join(dataDir, 'uploads', 'a.png')}`);
    expect(listed.out).toContain(`back:  ${join(dataDir, 'uploads', 'b.png')}`);
    const noReason = await runAdminCli(env, 'kyc-reject', 'kyc-ops@test.local');
    expect(noReason.code).toBe(1);
    expect(noReason.out).toContain('Missing the reason');
    const rejected = await runAdminCli(env, 'kyc-reject', 'kyc-ops@test.local', 'photo', 'is', 'blurred');
    expect(rejected.out).toMatch(/KYC request #\d+ of member \d+ rejected: photo is blurred/);
    const twice = await runAdminCli(env, 'kyc-approve', memberId);
    expect(twice.code).toBe(1);
    expect(twice.out).toContain('has no KYC request waiting for review');
    expect((await runAdminCli(env, 'kyc-approve', 'ghost@test.local')).out).toContain('Unknown member');

    const db = await openDb({ databaseUrl: undefined, dataDir });
    expect(await db.selectFrom('member').select('real_name_status').where('id', '=', memberId).executeTakeFirst()).toEqual({ real_name_status: '-1' });
    expect(await db.selectFrom('kyc_request').select(['status', 'reason']).where('member_id', '=', memberId).execute()).toEqual([{ status: '-1', reason: 'photo is blurred' }]);
    await db.destroy();
  }, 180_000);
});

describe('KYC and Google commands beside a running exchange', () => {
  let t: TestExchange;
  let env: Record<string, string>;
  beforeAll(async () => {
    t = await startTestExchange({ AUTH_RATE_LIMIT: '100000', SEED_DEMO_USERS: 'off', DEMO_GRANT: '0' });
    env = { DATA_DIR: t.config.dataDir };
  });
  afterAll(() => t.close());

  it('approves a pending request, and removes a lost Google 2FA', async () => {
    const kit = accountKit(t);
    const m = await kit.member();
    await t.ex.db
      .insertInto('kyc_request')
      .values({ member_id: m.id, real_name: 'Alan Turing', document_type: '2', document_number: 'P998877', front_image: '/uploads/f.png', back_image: '/uploads/b.png', status: '1', review_time: null })
      .execute();
    await t.ex.db.updateTable('member').set({ real_name_status: '1' }).where('id', '=', m.id).execute();
    const approved = await runAdminCli(env, 'kyc-approve', m.email);
    expect(approved.code, approved.out).toBe(0);
    expect(approved.out).toMatch(/KYC request #\d+ of member \d+ approved/);
    expect((await kit.get<MemberInfo>(m, 'member/getMemberInfo')).body.data.real_name_status).toBe('2');
    expect((await kit.get<KycInfo>(m, ACCOUNT_PATH.kycRecord)).body.data.record).toMatchObject({ status: '2', document_number: 'P9***77' });

    const secret = (await kit.get<GoogleSecret>(m, ACCOUNT_PATH.googleVerification(GOOGLE_SECRET_MODE.fresh))).body.data.secret;
    await kit.get(m, ACCOUNT_PATH.googleBindOrReset(totp(secret), GOOGLE_ACTION.bind));
    expect((await kit.get<MemberInfo>(m, 'member/getMemberInfo')).body.data.google_key).toBe(1);
    expect((await runAdminCli(env, 'google-reset', m.id)).out).toContain(`Google 2FA removed from member ${m.id}`);
    expect((await kit.get<MemberInfo>(m, 'member/getMemberInfo')).body.data.google_key).toBe(0);
    expect((await t.login(m.email, m.password)).access_token).toBeTruthy();
  }, 180_000);
});
