// A grid of choices where one is current (languages, currencies); the current one is marked for sight
// and for screen readers (aria-current).
import type { ReactNode } from 'react';
import styles from './OptionGrid.module.css';

export interface GridOption {
  key: string;
  label: ReactNode;
  hint?: ReactNode;
  current: boolean;
  onSelect: () => void;
}

export function OptionGrid({ options, label }: { options: GridOption[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {options.map((option) => (
        <li key={option.key}>
          <button type="button" className={styles.option} aria-current={option.current} onClick={option.onSelect}>
            <span>
              {option.label}
              {option.hint && <span className={styles.hint}> {option.hint}</span>}
            </span>
            {option.current && (
              <svg className={styles.check} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M3 8.5l3 3 7-7" />
              </svg>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
