// What the invite-rebate pages show: the member's code and rate, invitees with their status, the
// rebates paid (history), and the public leaderboard of inviters, masked. Read-only: rebates are
// paid by settlement.ts.
import { sql } from 'kysely';
import { maskAccount, type CoinAmount, type InviteePage, type InviteSummary, type LeaderboardRow, type RebatePage } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { trimUnits } from '../../ledger/index.ts';
import { memberOf } from '../assets/checks.ts';
import { rateOf } from './rates.ts';

const LEADERBOARD_SIZE = 10;

const amounts = (rows: Array<{ coin: string; amount: string }>): CoinAmount[] => rows.map((r) => ({ coin: r.coin, amount: trimUnits(BigInt(r.amount)) }));

const accountOf = (m: { email: string | null; phone: string | null }) => maskAccount(m.email ?? m.phone ?? '');

/** Invitees who have paid a trading fee (the settlement's cursor rows, or fee entries not yet settled). */
const tradedIn = (db: Db, inviteeIds: string[]) =>
  db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .select('a.owner_id')
    .distinct()
    .where('a.owner_type', '=', 'member')
    .where('a.owner_id', 'in', inviteeIds)
    .where('e.kind', '=', 'fee')
    .where('e.amount', '<', '0')
    .execute();

export const createRebateService = (db: Db) => ({
  async summary(memberId: string): Promise<InviteSummary> {
    const me = await memberOf(db, memberId);
    const { rate, own } = await rateOf(db, memberId);
    const invitees = await db.selectFrom('member').select('id').where('invited_by', '=', memberId).execute();
    const ids = invitees.map((i) => String(i.id));
    const traded = ids.length ? (await tradedIn(db, ids)).length : 0;
    const paid = await db.selectFrom('invite_rebate').select(['coin', sql<string>`sum(amount)`.as('amount')]).where('inviter_id', '=', memberId).groupBy('coin').orderBy('coin').execute();
    return { invite_code: me.invite_code, rate, kol: own, invitees: ids.length, traded, rebates: amounts(paid) };
  },

  async invitees(memberId: string, current: number, size: number): Promise<InviteePage> {
    const base = db.selectFrom('member').where('invited_by', '=', memberId);
    const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const page = await base.select(['id', 'uid', 'email', 'phone', 'create_time']).orderBy('id', 'desc').limit(size).offset((current - 1) * size).execute();
    const ids = page.map((m) => String(m.id));
    const traded = new Set(ids.length ? (await tradedIn(db, ids)).map((r) => r.owner_id) : []);
    const rebates = ids.length
      ? await db.selectFrom('invite_rebate').select(['invitee_id', 'coin', sql<string>`sum(amount)`.as('amount')]).where('inviter_id', '=', memberId).where('invitee_id', 'in', ids).groupBy(['invitee_id', 'coin']).orderBy('coin').execute()
      : [];
    const total = Number(count);
    return {
      records: page.map((m) => ({
        uid: m.uid,
        account: accountOf(m),
        create_time: new Date(m.create_time).getTime(),
        status: traded.has(String(m.id)) ? 'traded' : 'registered',
        rebates: amounts(rebates.filter((r) => String(r.invitee_id) === String(m.id))),
      })),
      total,
      size,
      current,
      pages: Math.ceil(total / size),
    };
  },

  async rebates(memberId: string, current: number, size: number): Promise<RebatePage> {
    const base = db.selectFrom('invite_rebate as r').where('r.inviter_id', '=', memberId);
    const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const rows = await base
      .innerJoin('member as m', 'm.id', 'r.invitee_id')
      .select(['r.id', 'r.coin', 'r.fee', 'r.rate', 'r.amount', 'r.create_time', 'm.email', 'm.phone'])
      .orderBy('r.id', 'desc')
      .limit(size)
      .offset((current - 1) * size)
      .execute();
    const total = Number(count);
    return {
      records: rows.map((r) => ({ id: String(r.id), invitee: accountOf(r), coin: r.coin, fee: trimUnits(BigInt(r.fee)), rate: r.rate, amount: trimUnits(BigInt(r.amount)), create_time: Number(r.create_time) })),
      total,
      size,
      current,
      pages: Math.ceil(total / size),
    };
  },

  async leaderboard(): Promise<LeaderboardRow[]> {
    const rows = await db
      .selectFrom('member as i')
      .innerJoin('member as m', 'm.invited_by', 'i.id')
      .select(['i.id', 'i.email', 'i.phone', (eb) => eb.fn.countAll<string>().as('invitees')])
      .groupBy(['i.id', 'i.email', 'i.phone'])
      .orderBy('invitees', 'desc')
      .orderBy('i.id')
      .limit(LEADERBOARD_SIZE)
      .execute();
    const ids = rows.map((r) => String(r.id));
    const usdt = ids.length
      ? await db.selectFrom('invite_rebate').select(['inviter_id', sql<string>`sum(amount)`.as('amount')]).where('coin', '=', 'USDT').where('inviter_id', 'in', ids).groupBy('inviter_id').execute()
      : [];
    return rows.map((r, i) => ({
      rank: i + 1,
      account: accountOf(r),
      invitees: Number(r.invitees),
      rebate_usdt: trimUnits(BigInt(usdt.find((u) => String(u.inviter_id) === String(r.id))?.amount ?? '0')),
    }));
  },
});

export type RebateService = ReturnType<typeof createRebateService>;
