// What each route tells the page and the layout about itself: its title and, for section pages,
// which section it stands for. The route's RoutePage provides it to everything below.
import { createContext, useContext, useSyncExternalStore } from 'react';

export interface RouteHandle {
  /** Translation key of the page's title (document title, section heading). */
  titleKey: string;
  /** For section pages: which section of the product the route stands for. */
  section?: string;
  /** Exchange screens keep one fixed document title whatever the pair (spec §2). */
  fixedTitle?: boolean;
  /** A second skip link after "Skip to content", for a page whose main task sits deep in it. */
  skipTo?: SkipTarget;
}

export interface SkipTarget {
  /** Id of the element the link moves focus to (focusable with tabIndex -1). */
  id: string;
  labelKey: string;
}

export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

/** The handle of the page route being rendered. */
export const useRouteHandle = (): RouteHandle | undefined => useContext(RouteHandleContext);

// The layout's skip links sit above every page's RoutePage, so the page's skip target reaches them
// through this small store rather than the context.
let skipTarget: SkipTarget | undefined;
const skipListeners = new Set<() => void>();
const subscribeSkip = (listener: () => void) => {
  skipListeners.add(listener);
  return () => void skipListeners.delete(listener);
};

/** Set by the page route that names a skip target while it is shown; undefined clears it. */
export const setSkipTarget = (target: SkipTarget | undefined) => {
  skipTarget = target;
  for (const listener of skipListeners) listener();
};

/** The skip target of the page being shown, if it names one. */
export const useSkipTarget = (): SkipTarget | undefined => useSyncExternalStore(subscribeSkip, () => skipTarget);
