import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ChatMessage } from '@exchange/contract/chat';
import { boxSize, clampPosition, defaultPosition, isChatMessage, isPhone, keyAction, mergeMessages } from './chatBox.ts';

const message = (id: string, content = `m${id}`): ChatMessage => ({ id, content, content_type: '1', blade_user_id: '1', chatId: 'chat_a', create_time: '2026-11-26 10:00:00', from: 'member' });

describe('the chat box', () => {
  it('is 564 px wide and starts at 90% left, 90vh top, pulled inside the window', () => {
    const win = { width: 1440, height: 900 };
    const box = boxSize(win);
    expect(box.width).toBe(564);
    expect(defaultPosition(box, win)).toEqual({ left: 1440 - 564, top: 900 - box.height });
  });

  it('keeps any dragged position inside the window with the top at 64 px or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 640, max: 4000 }), fc.integer({ min: 300, max: 3000 }), fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: -5000, max: 5000 }), (w, h, left, top) => {
        const win = { width: w, height: h };
        const box = boxSize(win);
        const p = clampPosition({ left, top }, box, win);
        return p.top >= 64 && p.left >= 0 && p.left + box.width <= w && (p.top + box.height <= h || p.top === 64);
      }),
    );
    expect(clampPosition({ left: 10, top: 0 }, { width: 564, height: 500 }, { width: 1200, height: 800 })).toEqual({ left: 10, top: 64 });
  });

  it('opens full-screen on a phone', () => {
    expect(isPhone({ width: 375, height: 700 })).toBe(true);
    expect(isPhone({ width: 1024, height: 700 })).toBe(false);
  });

  it('sends on Enter, a newline on Ctrl+Enter, nothing while composing', () => {
    expect(keyAction({ key: 'Enter', ctrlKey: false })).toBe('send');
    expect(keyAction({ key: 'Enter', ctrlKey: true })).toBe('newline');
    expect(keyAction({ key: 'Enter', ctrlKey: false, isComposing: true })).toBeNull();
    expect(keyAction({ key: 'a', ctrlKey: false })).toBeNull();
  });

  it('keeps one copy of each message in id order', () => {
    const merged = mergeMessages([message('3'), message('1')], [message('2'), message('3', 'again'), message('10')]);
    expect(merged.map((m) => m.id)).toEqual(['1', '2', '3', '10']);
    expect(merged[2]!.content).toBe('again');
  });

  it('takes a live payload only when it is a message of this chat', () => {
    expect(isChatMessage(message('1'), 'chat_a')).toBe(true);
    expect(isChatMessage(message('1'), 'chat_b')).toBe(false);
    expect(isChatMessage({ type: 'xh' }, 'chat_a')).toBe(false);
    expect(isChatMessage(null, 'chat_a')).toBe(false);
  });
});
