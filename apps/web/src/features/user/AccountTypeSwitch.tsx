// Chooses between an e-mail and a phone account; switching clears the account typed for the other kind.
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Segmented } from '../../ui/Segmented.tsx';
import type { AccountCodeValues } from './accountForm.ts';
import type { AccountKind } from './schemas.ts';

export function AccountTypeSwitch() {
  const { t } = useTranslation();
  const { watch, setValue, clearErrors } = useFormContext<AccountCodeValues>();
  const change = (next: AccountKind) => {
    setValue('accountType', next);
    setValue('account', '');
    clearErrors('account');
  };
  return (
    <Segmented
      label={t('user.field.account_type')}
      value={watch('accountType')}
      onChange={change}
      options={[
        { value: 'email', label: t('user.field.email') },
        { value: 'phone', label: t('user.field.phone') },
      ]}
    />
  );
}
