// Support staff: members with a role the operator gives (make-agent, make-operator). An agent reads
// and answers every member's chat; an operator is an agent who also opens the diagnostics pages.
import type { StaffRole } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';

export const staffRoleOf = async (db: Db, memberId: string): Promise<StaffRole> => {
  const row = await db.selectFrom('staff').select('role').where('member_id', '=', memberId).executeTakeFirst();
  return row?.role ?? '';
};

/** The caller's role, or a refusal for a member without one (nothing tells what the call would show). */
export const requireStaff = async (db: Db, memberId: string): Promise<Exclude<StaffRole, ''>> => {
  const role = await staffRoleOf(db, memberId);
  if (!role) throw new BusinessError('This page is for support staff only');
  return role;
};

/** Gives the member a role (an operator stays one when made an agent). Returns the role they now have. */
export const makeStaff = async (db: Db, memberId: string, role: 'agent' | 'operator'): Promise<'agent' | 'operator'> => {
  const current = await staffRoleOf(db, memberId);
  if (current === 'operator' || current === role) return current;
  await db
    .insertInto('staff')
    .values({ member_id: memberId, role })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ role }))
    .execute();
  return role;
};
