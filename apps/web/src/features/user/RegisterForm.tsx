// Sign up by e-mail or phone with a verification code. The invite code comes pre-filled from the
// link the visitor arrived by (spec §2); on success the new member is logged in at once.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { register as registerAccount } from '../../api/auth.ts';
import { useSession } from '../../session/index.ts';
import { inviteCodeFrom, rememberedInviteCode } from '../../app/inviteCode.ts';
import { AccountField } from './AccountField.tsx';
import { AccountTypeSwitch } from './AccountTypeSwitch.tsx';
import { FormError } from './AuthCard.tsx';
import { CodeField } from './CodeField.tsx';
import { errorMessage } from './errorMessage.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { registerSchema, type RegisterValues } from './schemas.ts';

/** The help-centre article with the Terms of Use (an 'agreement' article of the content store). */
export const AGREEMENT_PATH = '/article/main/content/agreement/10';

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const login = useSession((state) => state.login);
  const [formError, setFormError] = useState<string | null>(null);
  // The link's own code first: the layout remembers it only after this first render.
  const { search } = useLocation();
  const [invited] = useState(() => inviteCodeFrom(search) ?? rememberedInviteCode());
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      accountType: 'email',
      areaCode: '+86',
      account: '',
      code: '',
      password: '',
      confirm: '',
      inviteCode: invited,
      agree: false,
    },
  });
  const { register, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: RegisterValues) => {
    setFormError(null);
    const account = values.account.trim();
    try {
      await registerAccount({
        accountType: values.accountType,
        account,
        ...(values.accountType === 'phone' ? { areaCode: values.areaCode } : {}),
        password: values.password,
        code: values.code.trim(),
        ...(values.inviteCode.trim() ? { inviteCode: values.inviteCode.trim() } : {}),
      });
      await login({ account, password: values.password });
      onRegistered();
    } catch (error) {
      setFormError(errorMessage(error, t('user.register.failed')));
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormError message={formError} />
        <AccountTypeSwitch />
        <AccountField />
        <CodeField purpose="register" />
        <NewPasswordFields label={t('user.field.password')} />
        <TextInput
          label={t('user.field.invite_code')}
          hint={invited ? t('user.field.invite_code_hint') : undefined}
          error={errors.inviteCode?.message ? t(errors.inviteCode.message) : undefined}
          {...register('inviteCode')}
        />
        <Checkbox
          label={
            <Trans
              i18nKey="user.register.agree"
              components={{ terms: <a href={AGREEMENT_PATH} target="_blank" rel="noreferrer" /> }}
            />
          }
          error={errors.agree?.message ? t(errors.agree.message) : undefined}
          {...register('agree')}
        />
        <Button type="submit" block size="lg" loading={isSubmitting}>
          {t('user.register.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
