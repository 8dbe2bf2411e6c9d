// What each route tells the layout about itself through react-router's `handle`.
import type { UIMatch } from 'react-router';

export interface RouteHandle {
  /** Translation key of the page's title (document title, section heading). */
  titleKey: string;
  /** For section pages: which section of the product the route stands for. */
  section?: string;
  /** Exchange screens keep one fixed document title whatever the pair (spec §2). */
  fixedTitle?: boolean;
}

const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && typeof (value as RouteHandle).titleKey === 'string';

/** The handle of the deepest matched route that has one. */
export const currentHandle = (matches: ReadonlyArray<Pick<UIMatch, 'handle'>>): RouteHandle | undefined => {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
};
