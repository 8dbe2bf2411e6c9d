// Order chat (buy/sendOrderChatRecord, buy/getOrderChatRecord/{orderId}: the reference's paths; buy/sendChatRecord and getChatRecord are the support chat's): text and images between the two
// parties of one order, stored a line a row and sent live on the order's topic CHAT_{orderId},
// which only those two may subscribe to (the broker asks `mayRead`). System lines (sender -1)
// record every status change; their content is a code the web words in the reader's language.
import { otcChatOrder, otcChatTopic, type OtcChatLine } from '@exchange/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../../db/index.ts';
import type { Publisher } from '../../broker/types.ts';

export const SYSTEM_SENDER = '-1';

export type SystemLine = 'created' | 'paid' | 'completed' | 'cancelled' | 'expired' | 'appeal' | 'appealAnswered' | 'appealCancelled' | 'resolvedRelease' | 'resolvedRefund';

interface ChatRecord {
  id: string;
  order_id: string;
  sender_id: string;
  content_type: number;
  content: string;
  create_time: string;
}

export const chatLine = (r: ChatRecord, viewer: string | null): OtcChatLine => {
  const sender = String(r.sender_id);
  return {
    id: String(r.id),
    order_id: String(r.order_id),
    sender,
    who: sender === SYSTEM_SENDER ? 'system' : sender === viewer ? 'me' : 'them',
    content_type: String(r.content_type) as '1' | '2',
    content: r.content,
    create_time: Number(r.create_time),
  };
};

export const insertLine = async (trx: Transaction<Database> | Db, line: { orderId: string; sender: string; type: 1 | 2; content: string; at: number }): Promise<ChatRecord> =>
  trx
    .insertInto('otc_chat')
    .values({ order_id: line.orderId, sender_id: line.sender, content_type: line.type, content: line.content, create_time: String(line.at) })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Live lines carry who sent them; each party's web decides whether that is "me". */
export const publishLine = (publisher: Publisher, r: ChatRecord) => publisher.publish(otcChatTopic(String(r.order_id)), chatLine(r, null));

/** Which members may read each order's chat topic: the order's two parties. Kept in memory for the broker's synchronous ACL. */
export class ChatReaders {
  private readonly parties = new Map<string, readonly [string, string]>();

  async load(db: Db): Promise<void> {
    const rows = await db.selectFrom('otc_order').select(['id', 'member_id', 'merchant_member_id']).execute();
    for (const r of rows) this.add(String(r.id), String(r.member_id), String(r.merchant_member_id));
  }

  add(orderId: string, memberId: string, merchantMemberId: string): void {
    this.parties.set(orderId, [memberId, merchantMemberId]);
  }

  mayRead = (memberId: string, topic: string): boolean => {
    const orderId = otcChatOrder(topic);
    const parties = orderId ? this.parties.get(orderId) : undefined;
    return parties !== undefined && parties.includes(memberId);
  };
}
