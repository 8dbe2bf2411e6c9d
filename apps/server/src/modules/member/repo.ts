// Member rows: lookup by account (e-mail or phone) or id, and creation with the random public
// identifiers (uid, chat key, invite code) a member carries.
import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../db/index.ts';

export type AccountKind = 'email' | 'phone';

export const normaliseAccount = (account: string): { kind: AccountKind; value: string } => {
  const trimmed = account.trim();
  return trimmed.includes('@') ? { kind: 'email', value: trimmed.toLowerCase() } : { kind: 'phone', value: trimmed };
};

export const findMemberByAccount = (db: Db, account: string) => {
  const { kind, value } = normaliseAccount(account);
  return db.selectFrom('member').selectAll().where(kind, '=', value).executeTakeFirst();
};

export const findMemberById = (db: Db, id: string) => {
  if (!/^\d{1,18}$/.test(id)) return Promise.resolve(undefined);
  return db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirst();
};

export const findMerchantOf = (db: Db, memberId: string) =>
  db.selectFrom('merchant').select(['id', 'name']).where('member_id', '=', memberId).executeTakeFirst();

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const inviteCode = () => Array.from({ length: 6 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');

export interface NewMember {
  email?: string;
  phone?: string;
  areaCode?: string;
  passwordHash: string;
  invitedBy?: string | null;
}

/** Inserts a member; the random identifiers are retried on the rare collision. */
export const createMember = async (db: Db, input: NewMember) => {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db
        .insertInto('member')
        .values({
          uid: String(randomInt(10_000_000, 100_000_000)),
          email: input.email ?? null,
          phone: input.phone ?? null,
          area_code: input.areaCode ?? null,
          password_hash: input.passwordHash,
          chat_key: `chat_${randomBytes(12).toString('hex')}`,
          invite_code: inviteCode(),
          invited_by: input.invitedBy ?? null,
          avatar: '',
          real_name_status: '0',
          level_str: 'VIP0',
          is_merchant: 0,
          first_login: 1,
          anti_code: '',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      const collision = /uid|chat_key|invite_code/.test(String(error)) && /unique|duplicate/i.test(String(error));
      if (!collision || attempt >= 5) throw error;
    }
  }
};

export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMemberById>>>;
