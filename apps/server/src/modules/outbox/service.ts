// The outbox: every e-mail or SMS the exchange "sends". There is no mail server in the embedded
// setup, so each message is stored and printed to the server log, where a developer reads the
// verification code (README explains). A real mail/SMS adapter would consume this table.
import type { Db } from '../../db/index.ts';

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  channel: OutboxChannel;
  target: string;
  subject: string;
  body: string;
}

export interface Logger {
  info(obj: object, msg?: string): void;
}

export const createOutbox = (db: Db, log: Logger) => ({
  async send(message: OutboxMessage): Promise<void> {
    await db.insertInto('outbox').values(message).execute();
    log.info({ outbox: message.channel, to: message.target }, `[outbox] ${message.subject}: ${message.body}`);
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
