// The one place toasts are mounted. The toaster itself loads on the first toast (toast.ts).
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toast, toasterWanted } from './toast.ts';

const SonnerToaster = lazy(() => import('./SonnerToaster.tsx'));

export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme={theme} />
    </Suspense>
  );
}

export { toast };
