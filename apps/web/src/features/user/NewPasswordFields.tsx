// A new password and its repeat, checked against password pattern 1 (spec §5).
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../ui/PasswordInput.tsx';
import type { AccountCodeValues } from './accountForm.ts';

export function NewPasswordFields({ label }: { label: string }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<AccountCodeValues>();
  const { password, confirm } = formState.errors;
  const toggle = { showLabel: t('user.password.show'), hideLabel: t('user.password.hide') };
  return (
    <>
      <PasswordInput
        label={label}
        hint={t('user.password.rule')}
        autoComplete="new-password"
        error={password?.message ? t(password.message) : undefined}
        {...toggle}
        {...register('password')}
      />
      <PasswordInput
        label={t('user.field.confirm_password')}
        autoComplete="new-password"
        error={confirm?.message ? t(confirm.message) : undefined}
        {...toggle}
        {...register('confirm')}
      />
    </>
  );
}
