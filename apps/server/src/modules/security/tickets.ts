// member/accountVerification: the member proves, with a "verify" code, that they control their
// current e-mail or phone, and gets a ticket for the next step (changing that e-mail or phone,
// accountVerificationBinding). Two steps because the wizard asks for the old account first and the
// new one after; the ticket is single use, short-lived, bound to the member, and stored hashed.
import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_LIMITS, accountVerificationBody, type AccountTicket, type AccountType } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import type { Codes } from '../auth/codes.ts';
import { memberOf } from '../assets/checks.ts';
import { consumeOwnCode } from './ownAccount.ts';

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');
const EXPIRED = 'Your account verification has expired; please verify your current account again';

export const issueTicket = async (db: Db, codes: Codes, memberId: string, input: unknown): Promise<AccountTicket> => {
  const body = parse(accountVerificationBody, input);
  const member = await memberOf(db, memberId);
  await consumeOwnCode(codes, member, body.accountType, body.code);
  const ticket = randomBytes(24).toString('base64url');
  await db
    .insertInto('security_ticket')
    .values({ token_hash: hashTicket(ticket), member_id: memberId, account_type: body.accountType, used: 0, expires_at: new Date(Date.now() + ACCOUNT_LIMITS.ticketSeconds * 1000) })
    .execute();
  return { ticket, accountType: body.accountType, expiresIn: ACCOUNT_LIMITS.ticketSeconds };
};

const liveTicket = (db: Db, memberId: string, ticket: string, accountType: AccountType) =>
  db
    .selectFrom('security_ticket')
    .select('token_hash')
    .where('token_hash', '=', hashTicket(ticket))
    .where('member_id', '=', memberId)
    .where('account_type', '=', accountType)
    .where('used', '=', 0)
    .where('expires_at', '>', new Date());

/** Checks without using it up, so a refusal later in the same call leaves the ticket usable. */
export const checkTicket = async (db: Db, memberId: string, ticket: string, accountType: AccountType): Promise<void> => {
  if (!(await liveTicket(db, memberId, ticket, accountType).executeTakeFirst())) throw new BusinessError(EXPIRED);
};

export const useTicket = async (db: Db, memberId: string, ticket: string, accountType: AccountType): Promise<void> => {
  // Only one caller flips used 0 → 1, so one ticket makes one change.
  const result = await db
    .updateTable('security_ticket')
    .set({ used: 1 })
    .where('token_hash', '=', hashTicket(ticket))
    .where('member_id', '=', memberId)
    .where('account_type', '=', accountType)
    .where('used', '=', 0)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new BusinessError(EXPIRED);
};
