// What the frame does around pages (spec §2): run the progress bar while the next page loads, scroll
// to the top on entering a page, and set the document title.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type NProgressModule from 'nprogress';
import { useBrand } from '../api/queries.ts';
import { useExchangeTitle } from './exchangeTitle.ts';
import { pageTitle } from './pageTitle.ts';
import type { RouteHandle } from './routes/handle.ts';

type NProgress = typeof NProgressModule;

/** nprogress loads on the first navigation: the first page load has no progress bar to show. */
let progress: Promise<NProgress> | undefined;
const loadProgress = () =>
  (progress ??= Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([module]) => {
    // A CommonJS module: the bundler hands it over as the default export.
    const np = (module as { default?: NProgress }).default ?? (module as NProgress);
    np.configure({ showSpinner: false });
    return np;
  }));

let pageShown = false;

/** Called when a page has rendered: from then on, waiting for a page is a navigation. */
export const markPageShown = (): void => {
  pageShown = true;
};

/** The progress bar runs while the calling component (a page's loading placeholder) is mounted. */
export function useProgressBar() {
  useEffect(() => {
    if (!pageShown) return undefined;
    void loadProgress().then((np) => (np.isStarted() ? undefined : np.start()));
    return () => void progress?.then((np) => np.done());
  }, []);
}

export function useScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function useDocumentTitle(handle: RouteHandle | undefined) {
  const { t } = useTranslation();
  const brand = useBrand();
  const market = useExchangeTitle((state) => state.current);
  const title = pageTitle({
    brand,
    sectionTitle: handle ? t(handle.titleKey) : undefined,
    fixed: handle?.fixedTitle,
    exchangeTitle: t('title.exchange', { brand }),
    market,
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
