// The P2P (OTC) market (issue 24, products.md §4): merchants apply with a deposit and an operator
// approves them; merchants post buy and sell adverts; members trade with them through escrowed
// orders (orders.ts has the state machine), pay off the platform, chat in the order, appeal to an
// operator; every change reaches both parties as a live notice. Coins only ever move through the
// ledger: the seller's are locked from the moment an order exists until it completes or ends.
//
// The payment window is kept by the server: a timer cancels every waiting order whose deadline
// has passed, and since the deadline is a column, a restart catches up with what it missed.
import type { z } from 'zod';
import type { chatSendBody, OtcChatLine } from '@exchange/contract';
import { BusinessError } from '../../http/errors.ts';
import type { OtcDeps } from './context.ts';
import { chatLine, ChatReaders, insertLine, publishLine } from './chat.ts';
import { createOrderBook, expireDue, orderOfParty, sidesOf, STATUS } from './orders.ts';
import { grantUploads, ownLinks } from './uploadGrants.ts';

export interface OtcOptions extends OtcDeps {
  dataDir: string;
  /** How often the expiry timer looks for due orders; 0 leaves it to the caller (tests). */
  expireEveryMs: number;
  log: { error(obj: object, msg?: string): void };
}

export const createOtc = async (options: OtcOptions) => {
  const deps: OtcDeps = { db: options.db, ledger: options.ledger, publisher: options.publisher, now: options.now, ...(options.index ? { index: options.index } : {}), ...(options.payWindowSeconds ? { payWindowSeconds: options.payWindowSeconds } : {}) };
  const readers = new ChatReaders();
  await readers.load(options.db);
  const book = createOrderBook(deps, readers);

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  if (options.expireEveryMs > 0) {
    timer = setInterval(() => {
      running = expireDue(deps, book).catch((err: unknown) => options.log.error({ err }, 'otc: expiring orders failed'));
    }, options.expireEveryMs);
    timer.unref();
  }

  const sendChat = async (memberId: string, body: z.infer<typeof chatSendBody>): Promise<OtcChatLine> => {
    const order = await orderOfParty(deps, memberId, body.orderId);
    if (order.status === STATUS.completed || order.status === STATUS.cancelled) {
      // The chat of an ended order stays readable; new lines go only to one still under appeal.
      if (order.appeal_status !== 1) throw new BusinessError('The order has ended; its chat is closed');
    }
    const { buyer, seller } = sidesOf(order);
    const other = memberId === buyer ? seller : buyer;
    const line = await options.db.transaction().execute(async (trx) => {
      if (body.contentType === '2') {
        const names = await ownLinks(options.db, options.dataDir, memberId, [body.content]);
        await grantUploads(trx, memberId, names, other);
      }
      return insertLine(trx, { orderId: String(order.id), sender: memberId, type: body.contentType === '2' ? 2 : 1, content: body.content, at: deps.now() });
    });
    publishLine(deps.publisher, line);
    return chatLine(line, memberId);
  };

  const chatHistory = async (memberId: string, orderId: string): Promise<OtcChatLine[]> => {
    const order = await orderOfParty(deps, memberId, orderId);
    const rows = await options.db.selectFrom('otc_chat').selectAll().where('order_id', '=', order.id).orderBy('id').limit(500).execute();
    return rows.map((r) => chatLine(r, memberId));
  };

  return {
    deps,
    book,
    dataDir: options.dataDir,
    /** The broker's check for CHAT_{orderId} topics. */
    mayRead: readers.mayRead,
    sendChat,
    chatHistory,
    expireDue: () => expireDue(deps, book),
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
};

export type Otc = Awaited<ReturnType<typeof createOtc>>;
