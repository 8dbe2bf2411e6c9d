// Puts the chat on every page for a logged-in member whose profile (with its chatKey) has loaded;
// the chat's code is a chunk of its own, fetched only then, so visitors never load it.
import { Suspense } from 'react';
import { useSession } from '../../session/index.ts';
import { lazyWithTexts } from '../../app/lazy.ts';

const ChatWidget = lazyWithTexts(() => import('./ChatWidget.tsx'));

export function ChatHost() {
  const chatKey = useSession((state) => (state.isLoggedIn ? state.user?.chatKey : undefined));
  if (!chatKey) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget key={chatKey} chatKey={chatKey} />
    </Suspense>
  );
}
