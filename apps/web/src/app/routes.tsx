// app/: the application shell: route table, layout, header, footer and app-wide dialogs.
//
// The route table of spec §2, rendered by react-router in its declarative mode: the data router's
// loaders, fetchers and revalidation cost the home route's budget about 17 KB gzip, and no page
// loads data through them. Every page is a lazy component (its own chunk, app/lazy.ts); parents
// without a page of their own redirect to their default child, keeping the query string. The entry
// carries only the frame and home; every other route is in routes/otherRoutes.tsx, a chunk of its
// own. ALL_ROUTE_PATHS (routePaths.ts) lists one concrete path per page.
import { useRoutes, type RouteObject } from 'react-router';
import { Layout } from './Layout.tsx';
import { lazyPage } from './lazy.ts';
import { indexRedirect, pageRoute } from './routes/build.ts';
import { RoutePage } from './routes/RoutePage.tsx';

export { ALL_ROUTE_PATHS, ROUTE_REDIRECTS } from './routePaths.ts';

const homeRoute: RouteObject = {
  path: 'home',
  children: [indexRedirect('/home/index'), pageRoute('index', { titleKey: 'title.home' }, () => import('../features/home/HomePage.tsx'), 'core')],
};

// Its pages load the English rest themselves, so the table's chunk needs only the core.
const OtherRoutes = lazyPage(() => import('./routes/otherRoutes.tsx'), 'core');

/** The routes inside the frame. */
export const pageRoutes: RouteObject[] = [indexRedirect('/home/index'), homeRoute, { path: '*', element: <RoutePage page={OtherRoutes} /> }];

export const routes: RouteObject[] = [{ path: '/', element: <Layout />, children: pageRoutes }];

export function AppRoutes() {
  return useRoutes(routes);
}
