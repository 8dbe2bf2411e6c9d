// member/antiCode: sets or changes the anti-phishing code every message then carries
// (outbox/service.ts). It takes the login password (and the Google code once bound): whoever
// could change it could make their phishing mail look genuine.
import { antiCodeBody } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { memberOf, requireGoogleCodeWhenBound } from '../assets/checks.ts';
import { NOT_YOU, type Notify } from './notify.ts';

export const setAntiCode = async (db: Db, notify: Notify, memberId: string, input: unknown): Promise<void> => {
  const body = parse(antiCodeBody, input);
  const member = await memberOf(db, memberId);
  if (!(await verifyPassword(member.password_hash, body.loginPwd))) throw new BusinessError('The login password is wrong');
  requireGoogleCodeWhenBound(member, body.googleCode);
  await db.updateTable('member').set({ anti_code: body.antiCode }).where('id', '=', memberId).execute();
  // Sent after the change, so this message already carries the new code.
  await notify(member, 'Anti-phishing code changed', `Your anti-phishing code has been changed; our messages now end with it. ${NOT_YOU}`);
};
