// A six-digit code field with its send button beside it; where the code goes is the caller's.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../ui/TextInput.tsx';
import { SendCodeButton } from './SendCodeButton.tsx';

export interface CodeInputProps {
  label: string;
  hint?: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
  /** Resolves true when a code was sent. */
  send: () => Promise<boolean>;
  sendLabel?: string;
}

export function CodeInput({ label, hint, error, field, send, sendLabel }: CodeInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      hint={hint}
      placeholder={t('user.field.code_placeholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      error={error ? t(error) : undefined}
      {...field}
      addon={<SendCodeButton send={send} {...(sendLabel ? { label: sendLabel } : {})} />}
    />
  );
}
