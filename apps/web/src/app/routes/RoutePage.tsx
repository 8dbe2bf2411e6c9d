// The element of every page route: the document title from the route's handle, the handle for the
// page (section pages read it), and the page's chunk under its own boundaries, so a page that loads
// or fails shows that inside the layout (and inside a parent page's side menu) rather than blanking
// everything above it. Leaving for another path clears a failure.
import { Suspense, useEffect, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { PageLoading } from '../PageLoading.tsx';
import { RouteError } from '../RouteError.tsx';
import { markPageShown, useDocumentTitle } from '../usePageChrome.ts';
import { RouteHandleContext, setSkipTarget, type RouteHandle } from './handle.ts';

function PageShown() {
  useEffect(markPageShown, []);
  return null;
}

export interface RoutePageProps {
  page: ComponentType;
  /** Left out for a frame around other pages (a side menu), which keep their own titles. */
  handle?: RouteHandle;
}

export function RoutePage({ page: Page, handle }: RoutePageProps) {
  const { pathname } = useLocation();
  return (
    <RouteHandleContext value={handle}>
      {handle && <RouteChrome handle={handle} />}
      <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
        <Suspense fallback={<PageLoading />}>
          <Page />
          {handle && <PageShown />}
        </Suspense>
      </ErrorBoundary>
    </RouteHandleContext>
  );
}

function RouteChrome({ handle }: { handle: RouteHandle }) {
  useDocumentTitle(handle);
  const skipTo = handle.skipTo;
  useEffect(() => {
    if (!skipTo) return;
    setSkipTarget(skipTo);
    return () => setSkipTarget(undefined);
  }, [skipTo]);
  return null;
}
