// Renders the open app-wide dialog. Each dialog is its own chunk, fetched the first time it opens,
// so none of them weighs on the first page load.
import { Suspense } from 'react';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { KycPromptHost } from '../features/kyc/KycPromptHost.tsx';
import { ChatHost } from '../features/chat/ChatHost.tsx';
import { useDialogs } from './dialogs.ts';
import { lazyWithTexts } from './lazy.ts';

const LanguageDialog = lazyWithTexts(() => import('../features/settings/LanguageDialog.tsx'));
const CurrencyDialog = lazyWithTexts(() => import('../features/settings/CurrencyDialog.tsx'));
const FeedbackDialog = lazyWithTexts(() => import('../features/feedback/FeedbackDialog.tsx'));

export function DialogHost() {
  const open = useDialogs((state) => state.open);
  const close = useDialogs((state) => state.close);
  return (
    <>
      {/* Keyed by the dialog, so a chunk that failed to load is tried again on the next opening. */}
      <ErrorBoundary key={open ?? 'none'} fallback={null}>
        <Suspense fallback={null}>
          {open === 'language' && <LanguageDialog onClose={close} />}
          {open === 'currency' && <CurrencyDialog onClose={close} />}
          {open === 'feedback' && <FeedbackDialog onClose={close} />}
        </Suspense>
      </ErrorBoundary>
      <ErrorBoundary fallback={null}>
        <KycPromptHost />
      </ErrorBoundary>
      <ErrorBoundary fallback={null}>
        <ChatHost />
      </ErrorBoundary>
    </>
  );
}
