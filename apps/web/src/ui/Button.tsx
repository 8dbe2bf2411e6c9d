// Buttons of the design system. `buttonClass` lets a router link look like a button while staying a link.
import type { ComponentProps } from 'react';
import { Spinner } from './Spinner.tsx';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export const buttonClass = ({ variant = 'primary', size = 'md', block = false }: ButtonLook = {}): string =>
  [styles.button, styles[variant], size === 'md' ? '' : styles[size], block ? styles.block : '']
    .filter(Boolean)
    .join(' ');

export interface ButtonProps extends ComponentProps<'button'>, ButtonLook {
  loading?: boolean;
}

export function Button({ variant, size, block, loading = false, className, disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={[buttonClass({ variant, size, block }), className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
