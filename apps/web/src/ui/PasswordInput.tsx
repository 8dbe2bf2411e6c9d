// A password input with a show/hide toggle; the toggle's labels come from the caller (translated).
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Field, fieldStyles } from './Field.tsx';
import { IconButton } from './IconButton.tsx';

export interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  label: ReactNode;
  showLabel: string;
  hideLabel: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export function PasswordInput({ label, showLabel, hideLabel, error, hint, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint}>
      {(aria) => (
        <div className={fieldStyles.row}>
          <input
            {...input}
            {...aria}
            type={visible ? 'text' : 'password'}
            className={`${fieldStyles.control} ${fieldStyles.withToggle}`}
          />
          <IconButton
            label={visible ? hideLabel : showLabel}
            aria-pressed={visible}
            className={fieldStyles.toggle}
            onClick={() => setVisible((v) => !v)}
          >
            <EyeIcon crossed={visible} />
          </IconButton>
        </div>
      )}
    </Field>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" strokeLinecap="round" />}
    </svg>
  );
}
