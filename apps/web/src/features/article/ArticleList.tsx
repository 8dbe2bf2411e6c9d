// A list of articles: title and date, optionally a snippet, each linking to its page.
import { Link } from 'react-router';
import { usePreferences } from '../../session/preferences.ts';
import type { ArticleRow } from '../../api/article.ts';
import { articlePath, articleText } from './helpTree.ts';
import styles from './Help.module.css';

export function ArticleList({ rows, snippets, label }: { rows: ArticleRow[]; snippets?: Record<string, string>; label?: string }) {
  const language = usePreferences((s) => s.language);
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map((row) => (
        <li key={row.id}>
          <Link to={articlePath(row)}>
            <span>{articleText(row, 'title', language)}</span>
            <time className={styles.date} dateTime={row.create_time.slice(0, 10)}>
              {row.create_time.slice(0, 10)}
            </time>
            {snippets?.[row.id] && <span className={styles.snippet}>{snippets[row.id]}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
