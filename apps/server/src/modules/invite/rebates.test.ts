// Invite rebates against a real exchange: an invitee registers with the code and trades on the
// real engine, the settlement pays the inviter their rate of the fee from the fees account once
// (also when two settlements run at once), the pages' calls show it masked and to the inviter
// only, and an approved KOL's own rate applies to fees paid after the approval.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH, INVITE_PATH, KOL_PATH, type InviteList, type InviteePage, type InviteSummary, type KolApplication, type LeaderboardRow, type RebatePage } from '@exchange/contract';
import { memberOwner, systemOwner, toUnits, trimUnits } from '../../ledger/index.ts';
import { md5, startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { accountKit, type Member } from '../security/testKit.ts';
import { houseTrader } from '../futures/testing.ts';
import { runAdminCommand } from '../../admin/commands.ts';
import { settleRebates } from './settlement.ts';

let t: TestExchange;
let kit: ReturnType<typeof accountKit>;
beforeAll(async () => {
  t = await startTestExchange({ AUTH_RATE_LIMIT: '100000', SEED_DEMO_USERS: 'off', DEMO_GRANT: '1000' });
  kit = accountKit(t);
});
afterAll(() => t.close());

const admin = (...argv: string[]) => runAdminCommand({ db: t.ex.db, assets: t.ex.assets, ledger: t.ex.ledger, dataDir: t.config.dataDir }, argv);
const codeOf = async (m: Member) => (await t.ex.db.selectFrom('member').select('invite_code').where('id', '=', m.id).executeTakeFirstOrThrow()).invite_code;
const registerInvited = async (inviteCode: string) => {
  const email = `inv${Math.random().toString(36).slice(2, 10)}@test.local`;
  const code = await kit.emailCode(undefined, email, 'register');
  expect((await kit.post(undefined, 'open/register', { accountType: 'email', account: email, password: md5('Secret123'), code, inviteCode })).body.code).toBe(200);
  const login = await t.login(email, 'Secret123');
  return { id: login.user_id, token: login.access_token, email, password: 'Secret123' } satisfies Member;
};
const summary = async (m: Member) => (await kit.get<InviteSummary>(m, INVITE_PATH.summary)).body.data;
const spotUsdt = async (m: Member) => trimUnits((await t.ex.ledger.balance(memberOwner(m.id), '1', 'USDT')).available);
/** A fee as a trade settles it: a "fee" move inside a "trade" transaction, to the fees account. */
const payFee = (memberId: string, amount: string) =>
  t.ex.ledger.transfer({
    kind: 'trade',
    ref: `test-${Math.random()}`,
    moves: [{ from: { ownerType: 'member', ownerId: memberId, walletType: '1', balance: 'available' }, to: { ownerType: 'system', ownerId: 'fees', walletType: '1', balance: 'available' }, asset: 'USDT', amount: toUnits(amount), kind: 'fee' }],
  });

describe('invite rebates', () => {
  it('pay the inviter their rate of an invitee’s real trading fee once, from the fees account', async () => {
    const agent = await kit.member();
    const invitee = await registerInvited(await codeOf(agent));
    const house = houseTrader(t);
    await house.fundSpot({ BTC: '10' });
    await house.place('xh', 'BTC/USDT', 'sell', 5_000_000, 100_000);
    const order = await kit.post(invitee, 'entrust/exchange/sjwt', { exchangeCoinStr: 'BTC/USDT', direction: '1', money: '500' });
    expect(order.body.code).toBe(200);
    await t.ex.markets.hub.get('xh', 'BTC/USDT')!.settled();

    expect(await summary(agent)).toMatchObject({ invitees: 1, traded: 1, rebates: [], rate: '0.2', kol: false });
    const owed = (await kit.get<InviteList>(agent, ACCOUNT_PATH.inviteList)).body.data.records[0]!.commission;
    expect(owed.length).toBeGreaterThan(0);
    const feesBefore = await t.ex.ledger.totals('BTC');
    const [a, b] = await Promise.all([settleRebates(t.ex.db, t.ex.ledger), settleRebates(t.ex.db, t.ex.ledger)]);
    expect(a.paid + b.paid).toBe(owed.length);
    await settleRebates(t.ex.db, t.ex.ledger);
    expect((await summary(agent))!.rebates).toEqual(owed);
    expect((await t.ex.ledger.totals('BTC')).total).toBe(feesBefore.total);
    const agentBtc = await t.ex.ledger.balance(memberOwner(agent.id), '1', owed[0]!.coin);
    expect(trimUnits(agentBtc.available)).toBe(owed[0]!.amount);

    const history = (await kit.get<RebatePage>(agent, INVITE_PATH.rebates)).body.data;
    expect(history.records).toHaveLength(owed.length);
    expect(history.records[0]).toMatchObject({ rate: '0.2', amount: owed[0]!.amount });
    expect(history.records[0]!.invitee).toMatch(/\*\*\*\*/);
    const invitees = (await kit.get<InviteePage>(agent, INVITE_PATH.invitees)).body.data;
    expect(invitees.records[0]).toMatchObject({ status: 'traded', rebates: owed });
    expect(JSON.stringify(invitees)).not.toContain(invitee.email);
  });

  it('uses an approved KOL’s own rate for fees paid after approval, and ranks inviters masked', async () => {
    const kol = await kit.member();
    const [x, y] = [await registerInvited(await codeOf(kol)), await registerInvited(await codeOf(kol))];
    await payFee(x.id, '10');
    await settleRebates(t.ex.db, t.ex.ledger);
    expect(await spotUsdt(kol)).toBe('1002');

    const apply = await kit.post<KolApplication>(kol, KOL_PATH.apply, { channels: 'YouTube @kol, 20k', audience: 'traders', contact: 'kol@test.local' });
    expect(apply.body).toMatchObject({ code: 200, data: { status: '0', channels: 'YouTube @kol, 20k' } });
    await expect(admin('kol-requests')).resolves.toContain('YouTube @kol, 20k');
    await expect(admin('kol-approve', kol.id, '--rate', '0.5')).resolves.toMatch(/approved: their rebate rate is 0.5/);
    expect(await summary(kol)).toMatchObject({ rate: '0.5', kol: true, invitees: 2, traded: 1 });
    await payFee(y.id, '10');
    await settleRebates(t.ex.db, t.ex.ledger);
    expect(await spotUsdt(kol)).toBe('1007');

    const board = (await t.call<{ data: LeaderboardRow[] }>('GET', t.coin(INVITE_PATH.leaderboard))).body.data;
    expect(board[0]).toMatchObject({ rank: 1, invitees: 2, rebate_usdt: '7' });
    expect(board[0]!.account).toMatch(/\*\*\*\*/);
    expect(JSON.stringify(board)).not.toContain(kol.email);
  });

  it('leaves a rebate for later when the fees account cannot pay it, and shows no member another’s', async () => {
    const agent = await kit.member();
    const z = await registerInvited(await codeOf(agent));
    await payFee(z.id, '4');
    const fees = await t.ex.ledger.balance(systemOwner('fees'), '1', 'USDT');
    await t.ex.ledger.transfer({ kind: 'withdrawal', ref: 'drain', moves: [{ from: { ownerType: 'system', ownerId: 'fees', walletType: '1', balance: 'available' }, to: { ownerType: 'system', ownerId: 'external', walletType: '1', balance: 'available' }, asset: 'USDT', amount: fees.available }] });
    expect((await settleRebates(t.ex.db, t.ex.ledger)).unpaid).toBe(1);
    expect((await summary(agent))!.rebates).toEqual([]);
    await payFee(z.id, '1');
    await settleRebates(t.ex.db, t.ex.ledger);
    expect((await summary(agent))!.rebates).toEqual([{ coin: 'USDT', amount: '1' }]);

    const other = await kit.member();
    expect(await summary(other)).toMatchObject({ invitees: 0, traded: 0, rebates: [] });
    expect((await kit.get<RebatePage>(other, INVITE_PATH.rebates)).body.data.total).toBe(0);
    for (const path of [INVITE_PATH.summary, INVITE_PATH.invitees, INVITE_PATH.rebates]) expect((await t.call<{ code: number }>('GET', t.coin(path))).body.code).toBe(401);
    for (const query of [{ current: '0' }, { size: '1000' }, { size: 'x' }] as Array<Record<string, string>>) expect((await kit.get(other, INVITE_PATH.invitees, query)).body.code).toBe(400);
  });
});

describe('KOL applications', () => {
  it('refuse bad input and a second pending one, even sent at once, and can be declined and sent again', async () => {
    const m = await kit.member();
    for (const [body, msg] of [
      [{ channels: '', audience: 'a', contact: 'c' }, 'Please fill in your channels'],
      [{ channels: 'x'.repeat(501), audience: 'a', contact: 'c' }, 'Your channels can have at most 500 characters'],
      [{ channels: 'x', audience: '  ', contact: 'c' }, 'Please fill in your audience'],
      [{ channels: 'x', audience: 'a' }, /contact/],
      [{ channels: 'x\u0000', audience: 'a', contact: 'c' }, /NUL/],
    ] as Array<[unknown, string | RegExp]>) {
      const res = await kit.post(m, KOL_PATH.apply, body);
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toMatch(msg);
    }
    expect((await kit.get<KolApplication | null>(m, KOL_PATH.application)).body.data).toBeNull();
    const sent = await Promise.all([1, 2, 3].map((i) => kit.post(m, KOL_PATH.apply, { channels: `ch${i}`, audience: 'a', contact: 'c' })));
    expect(sent.filter((s) => s.body.code === 200)).toHaveLength(1);
    expect(sent.filter((s) => s.body.code === 400).every((s) => s.body.msg === 'Your application is waiting for review')).toBe(true);
    await expect(admin('kol-reject', m.email, 'Audience', 'too', 'small')).resolves.toMatch(/declined: Audience too small$/);
    expect((await kit.get<KolApplication>(m, KOL_PATH.application)).body.data).toMatchObject({ status: '2', reason: 'Audience too small' });
    await expect(admin('kol-reject', m.email, 'again')).rejects.toThrow(/no KOL application waiting/);
    expect((await kit.post(m, KOL_PATH.apply, { channels: 'more', audience: 'a', contact: 'c' })).body.code).toBe(200);
    await expect(admin('kol-approve', m.id, '--rate', '2')).rejects.toThrow('A rebate rate is a fraction of the fee above 0 and at most 1');
    expect((await t.call<{ code: number }>('POST', t.coin(KOL_PATH.apply), { body: { channels: 'x', audience: 'a', contact: 'c' } })).body.code).toBe(401);
  });
});
