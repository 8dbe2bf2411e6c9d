// The agent's invitee list: who registered with the member's invite code, masked, with the
// trading fees each has paid (ledger fee entries) and the commission at the member's rate (the
// default, or an approved KOL's own).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH, INVITE_COMMISSION_RATE, type InviteList } from '@exchange/contract';
import { toUnits } from '../../ledger/amount.ts';
import { md5, startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { setOwnRate } from './rates.ts';
import { accountKit, type Member } from '../security/testKit.ts';

let t: TestExchange;
let kit: ReturnType<typeof accountKit>;
beforeAll(async () => {
  t = await startTestExchange({ AUTH_RATE_LIMIT: '100000', SEED_DEMO_USERS: 'off', DEMO_GRANT: '1000' });
  kit = accountKit(t);
});
afterAll(() => t.close());

const registerInvited = async (inviteCode: string, email: string) => {
  const code = await kit.emailCode(undefined, email, 'register');
  const res = await kit.post(undefined, 'open/register', { accountType: 'email', account: email, password: md5('Secret123'), code, inviteCode });
  expect(res.body.code).toBe(200);
  const login = await t.login(email, 'Secret123');
  return login.user_id;
};

/** A fee as a trade settles it (market/settlement.ts): a "fee" move inside a "trade" transaction. */
const payFee = (memberId: string, asset: string, amount: string, txKind = 'trade') =>
  t.ex.ledger.transfer({
    kind: txKind,
    ref: `test-${Math.random()}`,
    moves: [
      {
        from: { ownerType: 'member', ownerId: memberId, walletType: '1', balance: 'available' },
        to: { ownerType: 'system', ownerId: 'fees', walletType: '1', balance: 'available' },
        asset,
        amount: toUnits(amount),
        kind: 'fee',
      },
    ],
  });
const list = async (m: Member, query: Record<string, string> = {}) => (await kit.get<InviteList>(m, ACCOUNT_PATH.inviteList, query)).body;

describe('invite list', () => {
  it('lists the invitees, masked, with their fees and the commission', async () => {
    const agent = await kit.member();
    const inviteCode = (await t.ex.db.selectFrom('member').select('invite_code').where('id', '=', agent.id).executeTakeFirstOrThrow()).invite_code;
    const first = await registerInvited(inviteCode, 'first.invitee@test.local');
    const second = await registerInvited(inviteCode.toLowerCase(), 'second.invitee@test.local');
    await payFee(first, 'USDT', '10.5');
    await payFee(first, 'USDT', '0.00000003');
    await payFee(second, 'USDT', '2');
    // A withdrawal fee is not a trading fee; another agent's invitee is not ours.
    await payFee(first, 'USDT', '1', 'withdrawal');
    const stranger = await kit.member();
    await payFee(stranger.id, 'USDT', '5');

    const page = await list(agent);
    expect(page.code).toBe(200);
    expect(page.data).toMatchObject({ total: 2, current: 1, size: 10, pages: 1, invite_code: inviteCode, rate: INVITE_COMMISSION_RATE });
    expect(page.data.records.map((r) => r.account)).toEqual(['se****al', 'fi****al']);
    expect(page.data.records[1]).toMatchObject({ fees: [{ coin: 'USDT', amount: '10.50000003' }], commission: [{ coin: 'USDT', amount: '2.1' }] });
    expect(page.data.records[0]).toMatchObject({ fees: [{ coin: 'USDT', amount: '2' }], commission: [{ coin: 'USDT', amount: '0.4' }] });
    expect(page.data.total_commission).toEqual([{ coin: 'USDT', amount: '2.5' }]);
    expect(JSON.stringify(page.data)).not.toContain('invitee@test.local');

    const paged = await list(agent, { current: '2', size: '1' });
    expect(paged.data).toMatchObject({ total: 2, current: 2, size: 1, pages: 2, total_commission: [{ coin: 'USDT', amount: '2.5' }] });
    expect(paged.data.records.map((r) => r.account)).toEqual(['fi****al']);
  });

  it('uses an approved KOL’s own rate, the one the rebate settlement pays, not the default', async () => {
    const kol = await kit.member();
    const inviteCode = (await t.ex.db.selectFrom('member').select('invite_code').where('id', '=', kol.id).executeTakeFirstOrThrow()).invite_code;
    const invitee = await registerInvited(inviteCode, 'kol.invitee@test.local');
    await payFee(invitee, 'USDT', '10');
    expect((await list(kol)).data).toMatchObject({ rate: INVITE_COMMISSION_RATE, total_commission: [{ coin: 'USDT', amount: '2' }] });
    await setOwnRate(t.ex.db, kol.id, '0.35');
    const page = (await list(kol)).data;
    expect(page).toMatchObject({ rate: '0.35', total_commission: [{ coin: 'USDT', amount: '3.5' }] });
    expect(page.records[0]).toMatchObject({ fees: [{ coin: 'USDT', amount: '10' }], commission: [{ coin: 'USDT', amount: '3.5' }] });
  });

  it('shows a member none of another agent’s invitees, and refuses bad paging', async () => {
    const other = await kit.member();
    expect((await list(other)).data).toMatchObject({ total: 0, records: [], total_commission: [] });
    for (const query of [{ current: '0' }, { size: '1000' }, { size: 'abc' }, { current: '1.5' }] as Array<Record<string, string>>) {
      const res = await kit.get(other, ACCOUNT_PATH.inviteList, query);
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).toBe(400);
    }
    expect((await t.call('GET', t.coin(ACCOUNT_PATH.inviteList))).status).toBe(401);
  });
});
