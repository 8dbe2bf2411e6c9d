// app/: the application shell: route table, layout, header, footer and app-wide dialogs.
//
// The route table of spec §2. Every page is a lazy route (its own chunk, app/lazy.ts); parents
// without a page of their own redirect to their default child, keeping the query string. The tables
// are split by area under routes/; ALL_ROUTE_PATHS (routePaths.ts) lists one concrete path per page.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './Layout.tsx';
import { PageLoading } from './PageLoading.tsx';
import { RouteError } from './RouteError.tsx';
import { accountRoutes } from './routes/accountRoutes.tsx';
import { indexRedirect, redirectRoute } from './routes/build.ts';
import { promoRoutes } from './routes/promoRoutes.ts';
import { publicRoutes } from './routes/publicRoutes.ts';
import { tradeRoutes } from './routes/tradeRoutes.ts';

export { ALL_ROUTE_PATHS, ROUTE_REDIRECTS } from './routePaths.ts';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    // Only when the frame itself fails; page errors are caught inside it, below.
    errorElement: <RouteError />,
    children: [
      {
        // Pathless: page errors and the first page's loading show inside the header and footer.
        errorElement: <RouteError />,
        hydrateFallbackElement: <PageLoading />,
        children: [
          indexRedirect('/home/index'),
          ...publicRoutes,
          ...tradeRoutes,
          ...promoRoutes,
          accountRoutes,
          redirectRoute('*', '/home/index'),
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
