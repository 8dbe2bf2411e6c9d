// A labelled native select: the platform's picker is the most usable one on phones and keyboards.
import type { ComponentProps, ReactNode } from 'react';
import { Field, controlClass } from './Field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  label: ReactNode;
  options: SelectOption[];
  /** Text of an empty first option; leave out when a value is always chosen. */
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export function Select({ label, options, placeholder, error, hint, className, ...select }: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(aria) => (
        <select {...select} {...aria} className={[controlClass, className].filter(Boolean).join(' ')}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
