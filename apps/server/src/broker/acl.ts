import { isPublicTopic } from '@exchange/contract';
import type { Principal } from './types.ts';

// The one ACL of the live channel, shared by the embedded broker and the HTTP hook an external
// broker calls, so both enforce exactly the same rules.

const hasWildcard = (topic: string): boolean => topic.includes('#') || topic.includes('+');

/**
 * Public market topics for anyone; a private topic only for the principal that owns it (exact match).
 * Wildcards are refused outright: `#` or `refresh_+` would otherwise read every user's notices.
 */
export const canSubscribe = (principal: Principal | null, topic: string): boolean => {
  if (topic === '' || hasWildcard(topic)) return false;
  if (isPublicTopic(topic)) return true;
  return principal !== null && principal.ownedTopics.includes(topic);
};

/** Only the server publishes; a client that could publish could forge market data or another user's notices. */
export const canPublish = (): false => false;
