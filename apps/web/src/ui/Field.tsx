// A labelled form row: label, the control, a hint and the error message, wired by ids so a screen
// reader reads the message with the control. Controls get their props through `children(aria)`.
import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

export interface FieldAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown under the control on the right, e.g. a character counter. */
  aside?: ReactNode;
  children: (aria: FieldAria) => ReactNode;
}

export function Field({ label, error, hint, aside, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {aside && <span className={styles.counter}>{aside}</span>}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
      {hint && !error && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}

export const controlClass = styles.control;
export const fieldStyles = styles;
