// A loading indicator; `label` makes it announce itself when it stands alone in a region.
import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  label?: string;
}

export function Spinner({ size = 'md', label }: SpinnerProps) {
  const className = [styles.spinner, size === 'md' ? '' : styles[size]].filter(Boolean).join(' ');
  if (!label) return <span className={className} aria-hidden="true" />;
  return (
    <span role="status" aria-live="polite">
      <span className={className} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the space of the content it stands for. */
export function CenteredSpinner({ label }: { label: string }) {
  return (
    <div className={styles.center}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
