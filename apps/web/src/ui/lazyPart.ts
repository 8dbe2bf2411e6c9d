// The Radix-based parts of the design system (menus, popovers, tooltips) weigh more than the home
// route's budget can carry, so their triggers render plain first and the part's code loads on the
// first sign of use (pointer over, focus, press). Once loaded, every later instance renders it at once.
import { useCallback, useState, type ComponentType } from 'react';

export interface LazyPart<P> {
  /** The loaded component, if it has arrived. */
  current(): ComponentType<P> | undefined;
  load(): Promise<ComponentType<P>>;
}

export function lazyPart<P>(importer: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  return {
    current: () => loaded,
    load: () =>
      (loading ??= importer().then(
        (module) => (loaded = module.default),
        (error: unknown) => {
          // A failed chunk is tried again on the next sign of use.
          loading = undefined;
          throw error;
        },
      )),
  };
}

/**
 * `[Part, want]`: the part once loaded (else undefined) and the call that asks for it. `onLoaded`
 * runs in the same update that brings the part, while the plain trigger is still in the page.
 */
export function useLazyPart<P>(part: LazyPart<P>, onLoaded?: () => void): [ComponentType<P> | undefined, () => void] {
  const [Part, setPart] = useState<ComponentType<P> | undefined>(part.current);
  const want = useCallback(() => {
    if (Part) return;
    part.load().then(
      (loaded) => {
        onLoaded?.();
        setPart(() => loaded);
      },
      // Nothing to show: the plain trigger stays, and the next sign of use tries again.
      () => {},
    );
  }, [Part, part, onLoaded]);
  return [Part, want];
}
