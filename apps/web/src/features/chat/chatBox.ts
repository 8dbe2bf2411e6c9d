// The floating chat box's rules (spec §2, §9): 564 px wide, first placed at 90 % of the window's
// width and 90 vh, always kept inside the window with its top at 64 px or more; on a phone it
// takes the whole screen. And the message list's: one copy of each message, oldest first.
import { CHAT } from '@exchange/contract/constants';
import type { ChatMessage } from '@exchange/contract/chat';

export interface Size {
  width: number;
  height: number;
}

export interface Position {
  left: number;
  top: number;
}

/** Below this window width the box opens full-screen. */
export const PHONE_MAX_WIDTH = 640;
/** The box's height when the window has room for it. */
export const BOX_HEIGHT = 600;

export const isPhone = (win: Size): boolean => win.width < PHONE_MAX_WIDTH;

export const boxSize = (win: Size): Size => ({
  width: Math.min(CHAT.dialogWidth, win.width),
  height: Math.max(200, Math.min(BOX_HEIGHT, win.height - CHAT.minTop)),
});

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** Inside the window, top at 64 px or more (the header stays reachable). */
export const clampPosition = (pos: Position, box: Size, win: Size): Position => ({
  left: Math.round(clamp(pos.left, 0, win.width - box.width)),
  top: Math.round(clamp(pos.top, CHAT.minTop, win.height - box.height)),
});

/** 90 % left and 90 vh top, pulled back inside the window. */
export const defaultPosition = (box: Size, win: Size): Position => clampPosition({ left: win.width * 0.9, top: win.height * 0.9 }, box, win);

/** Adds messages (a page, a live one, a sent one) to the list: each id once, in id order. */
export const mergeMessages = (current: ChatMessage[], added: ChatMessage[]): ChatMessage[] => {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of added) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id));
};

/** What a key press in the text box does: Enter sends, Ctrl+Enter inserts a newline (spec §2). */
export const keyAction = (event: { key: string; ctrlKey: boolean; metaKey?: boolean; shiftKey?: boolean; isComposing?: boolean }): 'send' | 'newline' | null => {
  if (event.key !== 'Enter' || event.isComposing) return null;
  if (event.ctrlKey || event.metaKey) return 'newline';
  if (event.shiftKey) return null;
  return 'send';
};

/** Whether a live payload is a chat message of this conversation. */
export const isChatMessage = (payload: unknown, chatId: string): payload is ChatMessage =>
  typeof payload === 'object' &&
  payload !== null &&
  (payload as ChatMessage).chatId === chatId &&
  typeof (payload as ChatMessage).id === 'string' &&
  typeof (payload as ChatMessage).content === 'string';
