// Opens the KYC prompt by itself when the logged-in member qualifies (first login, not a merchant,
// not dismissed). The dialog's code loads only then, keeping it out of the first page load.
import { Suspense, useState } from 'react';
import { shouldShowKycPrompt, useSession } from '../../session/index.ts';
import { lazyWithTexts } from '../../app/lazy.ts';

const KycPrompt = lazyWithTexts(() => import('./KycPrompt.tsx'));

export function KycPromptHost() {
  const user = useSession((state) => state.user);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const userId = user?.id;
  if (!userId || closedFor === userId || !shouldShowKycPrompt(user)) return null;
  return (
    <Suspense fallback={null}>
      <KycPrompt userId={userId} onClose={() => setClosedFor(userId)} />
    </Suspense>
  );
}
