// Agent management (/account/center/contractAgents/agentManagement): the members who registered
// with this member's invite code (open/register inviteCode → member.invited_by), and what they
// have paid in trading fees so far, read from the ledger's fee entries (every fee a member pays
// is a "fee" posting out of their account; withdrawal fees are left out, they are not trading).
// The commission is those fees × the member's rebate rate (their own once approved as a KOL, else
// INVITE_COMMISSION_RATE: rates.ts, the same the rebate settlement pays), rounded down at 8
// decimals: what the rebate programme owes the agent. Paying it out is that programme's job.
import { sql } from 'kysely';
import { maskAccount, type CoinAmount, type InviteList, type InviteeRow } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { LEDGER_SCALE, toUnits, trimUnits } from '../../ledger/amount.ts';
import { WALLET_TYPE } from '../../ledger/index.ts';
import { memberOf } from '../assets/checks.ts';
import { rateOf } from './rates.ts';

const stamp = (d: Date | string) => new Date(d).toISOString().replace('T', ' ').slice(0, 19);
const ONE = 10n ** BigInt(LEDGER_SCALE);
const commissionAt = (rate: string) => {
  const units = toUnits(rate);
  return (fee: bigint) => (fee * units) / ONE;
};

/** Σ fees per member and coin, for the given invitees (or all of an inviter's when `inviterId`); coupon-paid fees are not theirs (settlement.ts feesOf). */
const feesBy = (db: Db, filter: { memberIds: string[] } | { inviterId: string }) => {
  let q = db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_tx as t', 't.id', 'e.tx_id')
    .where('a.owner_type', '=', 'member')
    .where('e.kind', '=', 'fee')
    .where('a.wallet_type', '<>', WALLET_TYPE.rewards)
    .where('t.kind', '<>', 'withdrawal')
    .where('e.amount', '<', '0');
  q = 'memberIds' in filter ? q.where('a.member_id', 'in', filter.memberIds) : q.where('a.member_id', 'in', db.selectFrom('member').select('id').where('invited_by', '=', filter.inviterId));
  return q
    .select(['a.owner_id as member', 'e.asset as coin', sql<string>`-sum(e.amount)`.as('fee')])
    .groupBy(['a.owner_id', 'e.asset'])
    .orderBy('e.asset')
    .execute();
};

const amounts = (rows: Array<{ coin: string; fee: bigint }>, pick: (fee: bigint) => bigint): CoinAmount[] =>
  rows.map((r) => ({ coin: r.coin, amount: trimUnits(pick(r.fee)) }));

export const createInviteService = (db: Db) => ({
  async list(memberId: string, current: number, size: number): Promise<InviteList> {
    const me = await memberOf(db, memberId);
    const { rate } = await rateOf(db, memberId);
    const commissionOf = commissionAt(rate);
    const base = db.selectFrom('member').where('invited_by', '=', memberId);
    const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const invitees = await base.select(['id', 'uid', 'email', 'phone', 'create_time']).orderBy('id', 'desc').limit(size).offset((current - 1) * size).execute();
    const pageFees = invitees.length ? await feesBy(db, { memberIds: invitees.map((m) => String(m.id)) }) : [];
    const records: InviteeRow[] = invitees.map((m) => {
      const fees = pageFees.filter((f) => f.member === String(m.id)).map((f) => ({ coin: f.coin, fee: BigInt(f.fee) }));
      return {
        uid: m.uid,
        account: maskAccount(m.email ?? m.phone ?? ''),
        create_time: stamp(m.create_time),
        fees: amounts(fees, (f) => f),
        commission: amounts(fees, commissionOf),
      };
    });
    // Commission per invitee is rounded down first, then summed, so the total equals the rows.
    const totals = new Map<string, bigint>();
    for (const f of await feesBy(db, { inviterId: memberId })) totals.set(f.coin, (totals.get(f.coin) ?? 0n) + commissionOf(BigInt(f.fee)));
    const total = Number(count);
    return {
      records,
      total,
      size,
      current,
      pages: Math.ceil(total / size),
      invite_code: me.invite_code,
      rate,
      total_commission: [...totals].map(([coin, units]) => ({ coin, amount: trimUnits(units) })),
    };
  },
});

export type InviteService = ReturnType<typeof createInviteService>;
