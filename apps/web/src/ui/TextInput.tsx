// A labelled text input. Spreads the rest (name, ref, onChange …) so react-hook-form's register fits.
import type { ComponentProps, ReactNode } from 'react';
import { Field, fieldStyles } from './Field.tsx';

export interface TextInputProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered to the right of the input in the same row, e.g. a "send code" button. */
  addon?: ReactNode;
}

export function TextInput({ label, error, hint, addon, className, ...input }: TextInputProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(aria) => (
        <div className={fieldStyles.row}>
          <input {...input} {...aria} className={[fieldStyles.control, className].filter(Boolean).join(' ')} />
          {addon}
        </div>
      )}
    </Field>
  );
}
