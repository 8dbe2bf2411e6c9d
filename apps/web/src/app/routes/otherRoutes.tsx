// Every route but home's, in a chunk of its own: the home route's first load does not carry the
// tables (nor the list of chunks each of their pages needs). The entry's table (routes.tsx) sends
// every other path here; an unknown one goes home.
import { useRoutes, type RouteObject } from 'react-router';
import { accountRoutes } from './accountRoutes.tsx';
import { redirectRoute } from './build.ts';
import { promoRoutes } from './promoRoutes.ts';
import { publicRoutes } from './publicRoutes.ts';
import { tradeRoutes } from './tradeRoutes.ts';

export const otherRoutes: RouteObject[] = [...publicRoutes, ...tradeRoutes, ...promoRoutes, accountRoutes, redirectRoute('*', '/home/index')];

export default function OtherRoutes() {
  return useRoutes(otherRoutes);
}
