// A square button that shows only an icon; the label is required so screen readers can name it.
import type { ComponentProps } from 'react';
import styles from './IconButton.module.css';

export interface IconButtonProps extends ComponentProps<'button'> {
  label: string;
}

export function IconButton({ label, className, children, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...rest}
      className={[styles.icon, className].filter(Boolean).join(' ')}
    >
      {children}
    </button>
  );
}
