// A sortable column header: a button that cycles the sort, with aria-sort telling the state.
import { useTranslation } from 'react-i18next';
import type { SortColumn, SortState } from './marketTable.ts';
import styles from './MarketTable.module.css';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export interface SortHeaderProps {
  column: SortColumn;
  sort: SortState | null;
  onSort: (column: SortColumn) => void;
  className?: string | undefined;
}

export function SortHeader({ column, sort, onSort, className }: SortHeaderProps) {
  const { t } = useTranslation();
  const direction = sort?.column === column ? sort.direction : undefined;
  return (
    <div
      role="columnheader"
      aria-sort={direction ? ARIA_SORT[direction] : 'none'}
      className={[column === 'pair' ? styles.pairCell : styles.num, className].filter(Boolean).join(' ')}
    >
      <button type="button" className={styles.sort} onClick={() => onSort(column)}>
        {t(`market.column.${column}`)}
        <svg viewBox="0 0 8 12" aria-hidden="true" className={styles.sortIcon} data-direction={direction ?? 'none'}>
          <path d="M4 1L7 5H1z" className={styles.sortUp} />
          <path d="M4 11L1 7h6z" className={styles.sortDown} />
        </svg>
      </button>
    </div>
  );
}
