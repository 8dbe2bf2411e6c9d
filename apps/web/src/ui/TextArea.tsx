// A labelled multi-line input with an optional "used / max" counter.
import type { ComponentProps, ReactNode } from 'react';
import { Field, controlClass } from './Field.tsx';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Characters used, shown against maxLength. */
  count?: number;
}

export function TextArea({ label, error, hint, count, maxLength, className, ...area }: TextAreaProps) {
  const aside = count !== undefined && maxLength !== undefined ? `${count}/${maxLength}` : undefined;
  return (
    <Field label={label} error={error} hint={hint} aside={aside}>
      {(aria) => (
        <textarea {...area} {...aria} maxLength={maxLength} className={[controlClass, className].filter(Boolean).join(' ')} />
      )}
    </Field>
  );
}
