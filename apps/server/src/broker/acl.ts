import { SUPPORT_INBOX_TOPIC, isChatTopic, isPublicTopic, otcChatOrder } from '@exchange/contract';
import type { Principal } from './types.ts';

// The one ACL of the live channel, shared by the embedded broker and the HTTP hook an external
// broker calls, so both enforce exactly the same rules.

const hasWildcard = (topic: string): boolean => topic.includes('#') || topic.includes('+');

/**
 * Public market topics for anyone; a private topic only for the principal that owns it (exact match);
 * support staff (agents and operators) also read every member's support chat topic, the agents' inbox,
 * and every P2P order's chat topic (CHAT_{order id}: issue 24, its parties "and operators").
 * Wildcards are refused outright: `#` or `refresh_+` would otherwise read every user's notices.
 */
export const canSubscribe = (principal: Principal | null, topic: string): boolean => {
  if (topic === '' || hasWildcard(topic)) return false;
  if (isPublicTopic(topic)) return true;
  if (principal === null) return false;
  if (principal.staff && (isChatTopic(topic) || topic === SUPPORT_INBOX_TOPIC || otcChatOrder(topic) !== null)) return true;
  return principal.ownedTopics.includes(topic) || principal.mayRead?.(topic) === true;
};

/** Only the server publishes; a client that could publish could forge market data or another user's notices. */
export const canPublish = (): false => false;
