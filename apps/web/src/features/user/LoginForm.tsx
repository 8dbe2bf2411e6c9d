// Log in with e-mail or phone and password. When the account has Google 2FA the server answers
// "step 1 login successful" (spec §4): the form then asks for the 6-digit code and logs in again with it.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { PasswordInput } from '../../ui/PasswordInput.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { isStep1 } from '../../api/auth.ts';
import { useSession } from '../../session/index.ts';
import { FormError, authStyles } from './AuthCard.tsx';
import { errorMessage } from './errorMessage.ts';
import { loginSchema, type LoginValues } from './schemas.ts';

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const login = useSession((state) => state.login);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { step: 'password', account: '', password: '', code: '' },
  });
  const { register, handleSubmit, setValue, watch, formState } = form;
  const { errors, isSubmitting } = formState;
  const step = watch('step');

  const onSubmit = async (values: LoginValues) => {
    setFormError(null);
    try {
      const second = values.step === 'google' ? { code: values.code.trim(), codeType: 'google' as const } : {};
      await login({ account: values.account.trim(), password: values.password, ...second });
      onLoggedIn();
    } catch (error) {
      if (isStep1(error)) setValue('step', 'google');
      else setFormError(errorMessage(error, t('user.login.failed')));
    }
  };

  const message = (key?: string) => (key ? t(key) : undefined);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormError message={formError} />
      <TextInput
        label={t('user.field.account')}
        placeholder={t('user.field.account_placeholder')}
        autoComplete="username"
        readOnly={step === 'google'}
        error={message(errors.account?.message)}
        {...register('account')}
      />
      <PasswordInput
        label={t('user.field.password')}
        showLabel={t('user.password.show')}
        hideLabel={t('user.password.hide')}
        autoComplete="current-password"
        readOnly={step === 'google'}
        error={message(errors.password?.message)}
        {...register('password')}
      />
      {step === 'google' && (
        <>
          <p className={authStyles.notice}>{t('user.login.google_prompt')}</p>
          <TextInput
            label={t('user.field.google_code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            // The field appears in answer to the user's own submit, so moving focus to it is expected.
            autoFocus
            error={message(errors.code?.message)}
            {...register('code')}
          />
        </>
      )}
      <Button type="submit" block size="lg" loading={isSubmitting}>
        {step === 'google' ? t('user.login.verify') : t('user.login.submit')}
      </Button>
    </form>
  );
}
