// The providers around the router: the query cache, toasts in the current theme, and the router.
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../api/queries.ts';
import { usePreferences } from '../session/index.ts';
import { Toaster } from '../ui/Toaster.tsx';
import type { createAppRouter } from './routes.tsx';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const theme = usePreferences((state) => state.theme);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster theme={theme === 'night' ? 'dark' : 'light'} />
    </QueryClientProvider>
  );
}
