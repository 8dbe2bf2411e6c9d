// The outbox: every e-mail or SMS the exchange "sends". There is no mail server in the embedded
// setup, so each message is stored and printed to the server log, where a developer reads the
// verification code (README explains). A real mail/SMS adapter would consume this table.
//
// Anti-phishing code. A member who set one (member/antiCode) finds it in every message the
// exchange sends them, so a message without it is not from the exchange. It is added here, the
// one door every message goes through, rather than by each sender.
import type { Db } from '../../db/index.ts';

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  channel: OutboxChannel;
  target: string;
  subject: string;
  body: string;
  /** The member the message is for, when the target is not (yet) their account: a code to a new address being bound. */
  memberId?: string;
}

export interface Logger {
  info(obj: object, msg?: string): void;
}

/** The member behind a code target: an e-mail, or "areaCode phone" (auth/service.ts codeTarget). */
const antiCodeOf = async (db: Db, message: OutboxMessage): Promise<string> => {
  let query = db.selectFrom('member').select('anti_code');
  if (message.memberId) {
    if (!/^\d{1,18}$/.test(message.memberId)) return '';
    query = query.where('id', '=', message.memberId);
  } else if (message.target.includes('@')) {
    query = query.where('email', '=', message.target);
  } else {
    // Phone numbers are unique without their area code (001_foundation), so the number decides.
    query = query.where('phone', '=', message.target.split(' ').pop() ?? '');
  }
  return (await query.executeTakeFirst())?.anti_code ?? '';
};

const withAntiCode = (body: string, antiCode: string): string => (antiCode ? `${body}\nAnti-phishing code: ${antiCode}` : body);

export const createOutbox = (db: Db, log: Logger) => ({
  async send(message: OutboxMessage): Promise<void> {
    const stored = { channel: message.channel, target: message.target, subject: message.subject, body: withAntiCode(message.body, await antiCodeOf(db, message)) };
    await db.insertInto('outbox').values(stored).execute();
    log.info({ outbox: stored.channel, to: stored.target }, `[outbox] ${stored.subject}: ${stored.body}`);
  },
  /** The newest message to a target (used by operators and tests reading a code). */
  async latest(target: string) {
    return db
      .selectFrom('outbox')
      .selectAll()
      .where('target', '=', target)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },
});

export type Outbox = ReturnType<typeof createOutbox>;
