// The providers around the routes: the query cache, toasts in the current theme, and the router.
// Navigations render at once (no transition), so the page being left is gone when a store update
// made beside the navigation renders (logging out while leaving a members-only page), and a page
// whose code is still loading shows its loading screen and the progress bar.
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../api/queries.ts';
import { usePreferences } from '../session/index.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Toaster } from '../ui/Toaster.tsx';
import { RouteError } from './RouteError.tsx';
import { RouterBridge } from './RouterBridge.tsx';
import { AppRoutes } from './routes.tsx';

export function App() {
  const theme = usePreferences((state) => state.theme);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter useTransitions={false}>
        <RouterBridge />
        {/* Only when the frame itself fails; pages fail inside it (routes/RoutePage.tsx). */}
        <ErrorBoundary fallback={(error) => <RouteError error={error} />}>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
      <Toaster theme={theme === 'night' ? 'dark' : 'light'} />
    </QueryClientProvider>
  );
}
