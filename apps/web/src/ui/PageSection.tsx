// A centred content column with an optional heading: the frame of most pages.
import type { ReactNode } from 'react';
import styles from './PageSection.module.css';

export interface PageSectionProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Heading level; a page's main section uses 1. */
  level?: 1 | 2;
  children?: ReactNode;
  className?: string;
}

export function PageSection({ title, subtitle, level = 1, children, className }: PageSectionProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={[styles.section, className].filter(Boolean).join(' ')}>
      {(title || subtitle) && (
        <header className={styles.head}>
          {title && <Heading className={styles.title}>{title}</Heading>}
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </header>
      )}
      {children}
    </section>
  );
}
