// A "verify" code to the member's own e-mail or phone: which one (when both are bound) and the code
// with its send button. Used by a trade-password change without the old password.
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@exchange/contract/auth';
import type { MemberInfo } from '@exchange/contract/member';
import { Select } from '../../../ui/Select.tsx';
import { CodeInput } from '../common/CodeInput.tsx';
import { boundAccountTypes, maskedOwn, sendVerifyCode } from './ownAccounts.ts';

interface OwnCodeValues {
  accountType: AccountType;
  code: string;
}

export function OwnCodeFields<V extends OwnCodeValues>({ member, form }: { member: MemberInfo; form: UseFormReturn<V> }) {
  const { t } = useTranslation();
  // react-hook-form's path types cannot see through the generic; the two fields are in every V.
  const own = form as unknown as UseFormReturn<OwnCodeValues>;
  const types = boundAccountTypes(member);
  const type = own.watch('accountType');
  const options = types.map((value) => ({ value, label: `${t(value === 'email' ? 'user.field.email' : 'user.field.phone')} ${maskedOwn(member, value)}` }));
  const send = async () => {
    await sendVerifyCode(member, own.getValues('accountType'));
    return true;
  };
  return (
    <>
      <Select label={t('account.field.code_to')} options={options} {...own.register('accountType')} />
      <CodeInput
        label={t('user.field.code')}
        hint={t('account.code.sent_to', { account: maskedOwn(member, type) })}
        error={own.formState.errors.code?.message}
        field={own.register('code')}
        send={send}
      />
    </>
  );
}
