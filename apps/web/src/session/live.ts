// Opens and closes the member's side of the live channel with the session: credentials for
// the broker and the member's own refresh topics.
import { liveChannel } from '../realtime/connection.ts';
import { subscribeOwnRefresh } from '../realtime/refresh.ts';
import type { UserInfo } from './persistence.ts';

let stopOwnTopics: (() => void) | undefined;
let ownTopicsKey = '';

/** Safe to call again after each profile load or token refresh: only changes are applied. */
export const openLiveChannel = (user: UserInfo, accessToken: string): void => {
  // The broker knows members by their member id, which only the profile carries.
  if (!user.id) return;
  liveChannel.connect({ memberId: user.id, token: accessToken });
  const key = `${user.id}|${user.is_merchant ?? ''}|${user.merchant?.id ?? ''}`;
  if (key === ownTopicsKey) return;
  stopOwnTopics?.();
  stopOwnTopics = subscribeOwnRefresh(user);
  ownTopicsKey = key;
};

export const closeLiveChannel = (): void => {
  stopOwnTopics?.();
  stopOwnTopics = undefined;
  ownTopicsKey = '';
  liveChannel.close();
};
