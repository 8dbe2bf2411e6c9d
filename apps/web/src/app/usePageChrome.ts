// What the layout does on every route change (spec §2): run the progress bar while the next page
// loads, scroll to the top on entering a page, remember an invite code, and set the document title.
import { useEffect } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useBrand } from '../api/queries.ts';
import { rememberInviteCode } from './inviteCode.ts';
import { pageTitle } from './pageTitle.ts';
import { currentHandle } from './routes/handle.ts';

NProgress.configure({ showSpinner: false });

export function useProgressBar() {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);
}

export function useScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function useInviteCode() {
  const { search } = useLocation();
  useEffect(() => rememberInviteCode(search), [search]);
}

export function useDocumentTitle() {
  const { t } = useTranslation();
  const brand = useBrand();
  const handle = currentHandle(useMatches());
  const title = pageTitle({
    brand,
    sectionTitle: handle ? t(handle.titleKey) : undefined,
    fixed: handle?.fixedTitle,
    exchangeTitle: t('title.exchange', { brand }),
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
