// The Google Authenticator code field of the setting forms, shown only once 2FA is bound.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../ui/TextInput.tsx';

export function GoogleCodeInput({ bound, error, field }: { bound: boolean; error: string | undefined; field: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  if (!bound) return null;
  return (
    <TextInput
      label={t('user.field.google_code')}
      placeholder={t('user.field.code_placeholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      error={error ? t(error) : undefined}
      {...field}
    />
  );
}
