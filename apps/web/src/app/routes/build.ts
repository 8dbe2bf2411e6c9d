// Small builders that keep the route tables declarative: a redirect, a page in its own chunk, and
// a section page (one shared chunk for every section whose screens come in later work).
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { lazyRoute, type PageTexts } from '../lazy.ts';
import type { RouteHandle } from './handle.ts';

/** Redirects keep the query string, so `/?invite_code=…` still reaches the page with its code. */
export const redirectTo =
  (to: string): LoaderFunction =>
  ({ request }) =>
    redirect(`${to}${new URL(request.url).search}`);

export const redirectRoute = (path: string, to: string): RouteObject => ({ path, loader: redirectTo(to) });

export const indexRedirect = (to: string): RouteObject => ({ index: true, loader: redirectTo(to) });

export const pageRoute = (
  path: string,
  handle: RouteHandle,
  importer: () => Promise<{ default: ComponentType }>,
  texts: PageTexts = 'all',
): RouteObject => ({ path, handle, lazy: lazyRoute(importer, undefined, texts) });

const sectionPage = () => import('../../features/section/SectionPage.tsx');

export const sectionRoute = (path: string, section: string, extra: Partial<RouteHandle> = {}): RouteObject =>
  pageRoute(path, { titleKey: `section.${section}.title`, section, ...extra }, sectionPage);
