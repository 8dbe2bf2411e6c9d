// Every message of a private topic, in order and none coalesced away (a chat must not drop a line):
// the member's chat key, or for support staff a member's chat or the agents' inbox. The broker
// refuses the topic to anyone else (its ACL), so a view that asks for another's gets nothing.
import { useEffect, useRef } from 'react';
import { liveChannel } from './connection.ts';

export function useTopicMessages(topic: string | null, onMessage: (payload: unknown) => void): void {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    if (!topic) return undefined;
    return liveChannel.subscribe(topic, (payload) => handler.current(payload));
  }, [topic]);
}

/** Calls `listener` after each reconnect that followed a lost connection (what came meanwhile was missed). */
export function useOnReconnect(listener: () => void): void {
  const handler = useRef(listener);
  useEffect(() => {
    handler.current = listener;
  });
  useEffect(() => liveChannel.onReconnect(() => handler.current()), []);
}
