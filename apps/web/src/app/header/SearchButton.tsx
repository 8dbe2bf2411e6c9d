// The header's search entry (spec §2): a button that opens the search panel under it. The panel's
// code (and the live market feed it starts) loads on the first open, keeping the header light.
import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { SearchIcon } from './icons.tsx';
import styles from './Header.module.css';
import { lazyWithTexts } from '../lazy.ts';

const SearchPanel = lazyWithTexts(() => import('../../features/search/SearchPanel.tsx'));

export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  }, []);
  return (
    <div ref={rootRef} className={styles.search}>
      <IconButton ref={triggerRef} label={t('header.search')} aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(!open)}>
        <SearchIcon />
      </IconButton>
      {open && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <SearchPanel rootRef={rootRef} onClose={close} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
