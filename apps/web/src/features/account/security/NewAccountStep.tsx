// The new phone or e-mail with the "bind" code sent to it (and the Google code once bound), sent to
// member/accountVerificationBinding with the ticket of step 1 when an old address is replaced.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@exchange/contract/auth';
import type { MemberInfo } from '@exchange/contract/member';
import { bindAccount } from '../../../api/account.ts';
import { sendEmailCode, sendSmsCode } from '../../../api/auth.ts';
import { Button } from '../../../ui/Button.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { CodeInput } from '../common/CodeInput.tsx';
import { googleCodeOf } from '../common/fields.ts';
import { GoogleCodeInput } from '../common/GoogleCodeInput.tsx';
import { hasGoogle } from '../member.ts';
import { newAccountSchema, type NewAccountValues } from './bindRules.ts';
import { useAreaCodeChoice } from './useAreaCodeChoice.ts';
import shell from '../account.module.css';

export interface NewAccountStepProps {
  member: MemberInfo;
  type: AccountType;
  ticket: string | undefined;
  onBound: () => void;
}

export function NewAccountStep({ member, type, ticket, onBound }: NewAccountStepProps) {
  const { t } = useTranslation();
  const google = hasGoogle(member);
  const isPhone = type === 'phone';
  const form = useForm<NewAccountValues>({
    resolver: zodResolver(newAccountSchema(type, member[type], google)),
    defaultValues: { areaCode: '+86', account: '', code: '', googleCode: '' },
  });
  const areaCodes = useAreaCodeChoice(form, isPhone);
  const { errors } = form.formState;

  const send = async () => {
    if (!(await form.trigger('account'))) return false;
    const account = form.getValues('account').trim();
    if (isPhone) await sendSmsCode(account, form.getValues('areaCode'), 'bind');
    else await sendEmailCode(account, 'bind');
    return true;
  };

  const onSubmit = async (v: NewAccountValues) => {
    try {
      await bindAccount({
        accountType: type,
        account: v.account.trim(),
        ...(isPhone ? { areaCode: v.areaCode } : {}),
        code: v.code.trim(),
        ...(ticket ? { ticket } : {}),
        googleCode: googleCodeOf(google, v.googleCode),
      });
    } catch {
      return;
    }
    onBound();
  };

  return (
    <form className={shell.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      {isPhone && <Select label={t('user.field.area_code')} options={areaCodes} {...form.register('areaCode')} />}
      <TextInput
        label={t(isPhone ? 'account.field.new_phone' : 'account.field.new_email')}
        placeholder={t(isPhone ? 'user.field.phone_placeholder' : 'user.field.email_placeholder')}
        type={isPhone ? 'tel' : 'email'}
        inputMode={isPhone ? 'numeric' : 'email'}
        autoComplete={isPhone ? 'tel-national' : 'email'}
        error={errors.account?.message ? t(errors.account.message) : undefined}
        {...form.register('account')}
      />
      <CodeInput label={t('user.field.code')} error={errors.code?.message} field={form.register('code')} send={send} />
      <GoogleCodeInput bound={google} error={errors.googleCode?.message} field={form.register('googleCode')} />
      <Button type="submit" block size="lg" loading={form.formState.isSubmitting}>
        {t(member[type] ? 'account.bind.submit_change' : 'account.bind.submit_bind')}
      </Button>
    </form>
  );
}
