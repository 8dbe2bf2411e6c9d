// The demo accounts of the embedded setup (README lists them): a member and a merchant.
import { createHash } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { createMember, findMemberByAccount } from '../modules/member/repo.ts';

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_MEMBER = 'demo@exchange.local';
export const DEMO_MERCHANT = 'merchant@exchange.local';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** `onCreated` gets each account made here (the demo grant, as for any new account). */
export const seedDemoUsers = async (db: Db, onCreated?: (memberId: string) => Promise<void>): Promise<void> => {
  for (const email of [DEMO_MEMBER, DEMO_MERCHANT]) {
    if (await findMemberByAccount(db, email)) continue;
    const member = await createMember(db, { email, passwordHash: await hashPassword(md5(DEMO_PASSWORD)) });
    await onCreated?.(String(member.id));
    if (email !== DEMO_MERCHANT) continue;
    await db.updateTable('member').set({ is_merchant: 2, real_name_status: '2', first_login: 0 }).where('id', '=', member.id).execute();
    await db.insertInto('merchant').values({ member_id: member.id, name: 'Demo Merchant' }).execute();
  }
};
