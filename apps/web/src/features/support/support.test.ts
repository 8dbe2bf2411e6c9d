import { describe, expect, it } from 'vitest';
import type { ChatConversation, SupportInboxMessage } from '@exchange/contract/chat';
import { applyInbox, isInboxMessage } from './conversationsState.ts';
import { diagnosticsPageOf, durationText, ratePerSecond } from './diagnosticsPages.ts';

const row = (chatId: string, unread: number): ChatConversation => ({ chatId, account: `${chatId}****`, unread, last_content: 'x', last_content_type: '1', last_time: '2026-11-26 10:00:00' });
const event = (chatId: string, unread: number): SupportInboxMessage => ({
  chatId,
  account: 'de****al',
  unread,
  message: { id: '5', content: 'help', content_type: '1', blade_user_id: '3', chatId, create_time: '2026-11-26 10:05:00', from: 'member' },
});

describe('the console list', () => {
  it('moves the conversation with a new message to the top with the server\'s unread count', () => {
    const list = applyInbox([row('a', 0), row('b', 1)], event('b', 2), null);
    expect(list.map((c) => [c.chatId, c.unread, c.last_content])).toEqual([
      ['b', 2, 'help'],
      ['a', 0, 'x'],
    ]);
    expect(applyInbox([], event('c', 1), null)[0]!.account).toBe('de****al');
  });

  it('keeps the conversation being read at 0 unread', () => {
    expect(applyInbox([row('a', 0)], event('a', 3), 'a')[0]!.unread).toBe(0);
  });

  it('takes only inbox payloads', () => {
    expect(isInboxMessage(event('a', 1))).toBe(true);
    expect(isInboxMessage({ chatId: 'a' })).toBe(false);
    expect(isInboxMessage('x')).toBe(false);
  });
});

describe('the diagnostics pages', () => {
  it('maps each of /test … /test6 to its page', () => {
    expect(diagnosticsPageOf('/test')).toBe('server');
    expect(diagnosticsPageOf('/test3')).toBe('session');
    expect(diagnosticsPageOf('/test6/')).toBe('api_routes');
  });

  it('says rates and durations plainly', () => {
    expect(ratePerSecond([1000, 5000, 9000, 9500], 10_000, 5000)).toBe(0.6);
    expect(durationText(0)).toBe('0s');
    expect(durationText(90061)).toBe('1d 1h 1m 1s');
    expect(durationText(3600)).toBe('1h 0m 0s');
  });
});
