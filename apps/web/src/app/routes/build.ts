// Small builders that keep the route tables declarative: a redirect, a page in its own chunk, and
// a section page (one shared chunk for every section whose screens come in later work).
import { createElement, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage, type PageTexts } from '../lazy.ts';
import type { RouteHandle } from './handle.ts';
import { Redirect } from './Redirect.tsx';
import { RoutePage } from './RoutePage.tsx';

export const redirectRoute = (path: string, to: string): RouteObject => ({ path, element: createElement(Redirect, { to }) });

export const indexRedirect = (to: string): RouteObject => ({ index: true, element: createElement(Redirect, { to }) });

export const pageRoute = (
  path: string,
  handle: RouteHandle,
  importer: () => Promise<{ default: ComponentType }>,
  texts: PageTexts = 'all',
): RouteObject => ({ path, handle, element: createElement(RoutePage, { handle, page: lazyPage(importer, texts) }) });

/** A frame with its own chunk around child pages (a side menu); the pages set the titles. */
export const frameRoute = (path: string, importer: () => Promise<{ default: ComponentType }>, children: RouteObject[]): RouteObject => ({
  path,
  element: createElement(RoutePage, { page: lazyPage(importer) }),
  children,
});

