// KOL applications (issue 27 part 7): a member sends their channels, audience and contact; one may
// wait for review at a time (a partial unique index backs this under concurrent sends); operators
// list, approve — which gives the member their own rebate rate (invite/rates.ts) — or reject with
// a reason, after which the member may apply again.
import type { KolApplication, KolStatus } from '@exchange/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { KolApplicationTable } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { checkedRate, setOwnRate } from '../invite/rates.ts';

export const KOL_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
/** The rate an approved KOL gets when the operator names none. */
export const KOL_DEFAULT_RATE = '0.3';

type Row = Selectable<KolApplicationTable>;

export const applicationRow = (r: Row): KolApplication => ({
  id: String(r.id),
  channels: r.channels,
  audience: r.audience,
  contact: r.contact,
  status: String(r.status) as KolStatus,
  reason: r.reason,
  rate: r.rate,
  create_time: Number(r.create_time),
  review_time: Number(r.review_time ?? 0),
});

export const latestApplication = (db: Db, memberId: string) =>
  db.selectFrom('kol_application').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(1).executeTakeFirst();

const WAITING = 'Your application is waiting for review';

export const applyKol = async (db: Db, memberId: string, input: { channels: string; audience: string; contact: string }, now = Date.now()): Promise<Row> => {
  const last = await latestApplication(db, memberId);
  if (last?.status === KOL_STATUS.pending) throw new BusinessError(WAITING);
  if (last?.status === KOL_STATUS.approved) throw new BusinessError('You are a KOL already');
  try {
    return await db
      .insertInto('kol_application')
      .values({ member_id: memberId, channels: input.channels, audience: input.audience, contact: input.contact, status: KOL_STATUS.pending, create_time: String(now) })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // The partial unique index: another send of this member got in first.
    if ((error as { code?: string }).code === '23505') throw new BusinessError(WAITING);
    throw error;
  }
};

export const pendingApplications = (db: Db) => db.selectFrom('kol_application').selectAll().where('status', '=', KOL_STATUS.pending).orderBy('id').execute();

export const reviewKol = async (db: Db, memberId: string, decision: { approve: true; rate?: string } | { approve: false; reason: string }, now = Date.now()): Promise<Row> => {
  const rate = decision.approve ? checkedRate(decision.rate ?? KOL_DEFAULT_RATE) : '';
  return db.transaction().execute(async (trx) => {
    const pending = await trx.selectFrom('kol_application').selectAll().where('member_id', '=', memberId).where('status', '=', KOL_STATUS.pending).forUpdate().executeTakeFirst();
    if (!pending) throw new BusinessError(`Member ${memberId} has no KOL application waiting for review`);
    const reviewed = await trx
      .updateTable('kol_application')
      .set(decision.approve ? { status: KOL_STATUS.approved, rate, review_time: String(now) } : { status: KOL_STATUS.rejected, reason: decision.reason, review_time: String(now) })
      .where('id', '=', pending.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (decision.approve) await setOwnRate(trx, memberId, rate);
    return reviewed;
  });
};
