// Who besides its uploader may fetch an image sent in a chat: the conversation's member and the
// support agents. Every other upload stays its owner's alone (content/uploadRoutes.ts).
import { UPLOADS_PATH } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { staffRoleOf } from './staff.ts';

export const canReadChatImage = async (db: Db, memberId: string, name: string): Promise<boolean> => {
  const row = await db
    .selectFrom('chat_message as m')
    .innerJoin('chat_conversation as c', 'c.chat_key', 'm.chat_key')
    .select('c.member_id')
    .where('m.content_type', '=', '2')
    .where('m.content', '=', `${UPLOADS_PATH}/${name}`)
    .executeTakeFirst();
  if (!row) return false;
  return String(row.member_id) === memberId || (await staffRoleOf(db, memberId)) !== '';
};
