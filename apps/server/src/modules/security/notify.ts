// Tells the member that a security setting changed, on every account they have: whoever changed
// it, the owner hears of it. The outbox adds the anti-phishing code (outbox/service.ts).
import type { Outbox } from '../outbox/service.ts';
import { codeTarget } from '../auth/service.ts';
import type { MemberRow } from '../member/repo.ts';

export type Notify = (member: MemberRow, subject: string, body: string) => Promise<void>;

export const createNotify =
  (outbox: Outbox): Notify =>
  async (member, subject, body) => {
    const memberId = String(member.id);
    if (member.email) await outbox.send({ channel: 'email', target: codeTarget('email', member.email), subject, body, memberId });
    if (member.phone) await outbox.send({ channel: 'sms', target: codeTarget('phone', member.phone, member.area_code ?? undefined), subject, body, memberId });
  };

export const NOT_YOU = 'If this was not you, change your login password and contact support at once.';
