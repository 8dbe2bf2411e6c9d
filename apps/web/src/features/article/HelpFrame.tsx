// The frame of every help-centre page: the breadcrumb built from the category/section tree, a
// search box over titles and text, and (spec §2) a language change on a category or section page
// sends the reader back to the index.
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../session/preferences.ts';
import { Button } from '../../ui/Button.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import type { Crumb } from './helpTree.ts';
import styles from './Help.module.css';

export const HELP_INDEX = '/article/main/index';

const crumbPath = (crumb: Crumb) =>
  crumb.kind === 'category' ? `/article/main/categories/${crumb.row.id}` : crumb.kind === 'section' ? `/article/main/sections/${crumb.row.id}` : HELP_INDEX;

function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  const label = (crumb: Crumb) => (crumb.kind === 'index' ? t('common.help_centre') : crumb.kind === 'article' ? crumb.title : t(crumb.row.section_code));
  return (
    <nav aria-label={t('article.breadcrumb')} className={styles.crumbs}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={crumb.kind}>
            {i === crumbs.length - 1 ? <span aria-current="page">{label(crumb)}</span> : <Link to={crumbPath(crumb)}>{label(crumb)}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function SearchBox() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    void navigate(q ? `${HELP_INDEX}?q=${encodeURIComponent(q)}` : HELP_INDEX);
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className="sr-only">
        {t('article.search.label')}
      </label>
      <input id={id} type="search" value={text} maxLength={100} placeholder={t('article.search.placeholder')} onChange={(e) => setText(e.target.value)} />
      <Button type="submit">{t('article.search.submit')}</Button>
    </form>
  );
}

/** Back to the index when the language changes while this page shows (category and section pages). */
export const useIndexOnLanguageChange = (active: boolean) => {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return undefined;
    return usePreferences.subscribe((now, before) => {
      if (now.language !== before.language) void navigate(HELP_INDEX, { replace: true });
    });
  }, [active, navigate]);
};

export function HelpFrame({ title, crumbs, children }: { title: ReactNode; crumbs: Crumb[]; children: ReactNode }) {
  return (
    <PageSection title={title}>
      <div className={styles.top}>
        <Breadcrumb crumbs={crumbs} />
        <SearchBox />
      </div>
      {children}
    </PageSection>
  );
}
