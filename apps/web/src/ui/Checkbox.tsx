// A checkbox with its label as one click target; the error sits under it like other fields.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { fieldStyles } from './Field.tsx';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  label: ReactNode;
  error?: string | undefined;
}

export function Checkbox({ label, error, ...input }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.checkbox} htmlFor={id}>
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
