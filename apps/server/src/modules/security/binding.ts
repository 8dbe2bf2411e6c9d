// member/accountVerificationBinding: binds a phone or e-mail to the account, or changes the one
// bound. The new account proves itself with a "bind" code sent to it; changing one already bound
// also takes the ticket of accountVerification for the current one (tickets.ts), so a stolen
// session alone cannot move the login to the thief's address. Either becomes a login name, so
// one e-mail or phone belongs to one member only.
import { accountBindingBody, maskAccount } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import type { Codes } from '../auth/codes.ts';
import { codeTarget } from '../auth/service.ts';
import { memberOf, requireGoogleCodeWhenBound } from '../assets/checks.ts';
import { findMemberByAccount } from '../member/repo.ts';
import { NOT_YOU, type Notify } from './notify.ts';
import { checkTicket, useTicket } from './tickets.ts';

const TAKEN = 'This account is already used by another member';

export const bindAccount = async (db: Db, codes: Codes, notify: Notify, memberId: string, input: unknown): Promise<void> => {
  const body = parse(accountBindingBody, input);
  const isEmail = body.accountType === 'email';
  const value = isEmail ? body.account.toLowerCase() : body.account;
  const areaCode = isEmail ? null : (body.areaCode ?? '+86');
  const member = await memberOf(db, memberId);
  const current = isEmail ? member.email : member.phone;
  const owner = await findMemberByAccount(db, value);
  if (owner && String(owner.id) === memberId) throw new BusinessError('This account is already bound to you');
  requireGoogleCodeWhenBound(member, body.googleCode);
  if (current) {
    if (!body.ticket) throw new BusinessError(`Please verify your current ${isEmail ? 'e-mail' : 'phone'} first`);
    await checkTicket(db, memberId, body.ticket, body.accountType);
  }
  await codes.consume(codeTarget(body.accountType, value, areaCode ?? undefined), 'bind', body.code);
  // Only after the code: no bind code is sent to an address another member has (auth/codeMail.ts),
  // so before it this answer would tell any member which addresses have an account. A code sent
  // before someone else took the address still gets here.
  if (owner) throw new BusinessError(TAKEN);
  if (current && body.ticket) await useTicket(db, memberId, body.ticket, body.accountType);
  try {
    await db
      .updateTable('member')
      .set(isEmail ? { email: value } : { phone: value, area_code: areaCode })
      .where('id', '=', memberId)
      .execute();
  } catch (error) {
    // Another member bound it between the check above and now: the unique index decides.
    if (/unique|duplicate/i.test(String(error))) throw new BusinessError(TAKEN);
    throw error;
  }
  const what = isEmail ? 'e-mail' : 'phone';
  // The old address hears of it too (member still holds the row from before the change).
  await notify(member, `Your ${what} was ${current ? 'changed' : 'bound'}`, `The ${what} ${maskAccount(value)} is now bound to your account. ${NOT_YOU}`);
};
