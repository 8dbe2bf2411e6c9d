// The frame of the login, register and reset pages: a centred card with a heading and links below.
import type { ReactNode } from 'react';
import styles from './AuthCard.module.css';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  links?: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, subtitle, links, children }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
        {links && <div className={styles.links}>{links}</div>}
      </section>
    </div>
  );
}

/** A message about the whole form (e.g. the server refused the login), announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  );
}

export const authStyles = styles;
