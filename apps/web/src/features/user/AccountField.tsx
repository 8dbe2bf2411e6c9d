// The account input of the register and reset forms: an e-mail, or a phone number with its area code.
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select } from '../../ui/Select.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import type { AccountCodeValues } from './accountForm.ts';
import { useAreaCodeOptions } from './useAreaCodeOptions.ts';

export function AccountField() {
  const { t } = useTranslation();
  const { register, watch, formState } = useFormContext<AccountCodeValues>();
  const isPhone = watch('accountType') === 'phone';
  const areaCodes = useAreaCodeOptions();
  const error = formState.errors.account?.message;
  return (
    <>
      {isPhone && <Select label={t('user.field.area_code')} options={areaCodes} {...register('areaCode')} />}
      <TextInput
        label={isPhone ? t('user.field.phone') : t('user.field.email')}
        placeholder={isPhone ? t('user.field.phone_placeholder') : t('user.field.email_placeholder')}
        type={isPhone ? 'tel' : 'email'}
        inputMode={isPhone ? 'numeric' : 'email'}
        autoComplete={isPhone ? 'tel-national' : 'email'}
        error={error ? t(error) : undefined}
        {...register('account')}
      />
    </>
  );
}
