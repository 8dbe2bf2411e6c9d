// setting/login-pwd: changes the login password (blade-user/update-password, all three md5). The
// server ends every session after a change, so the web logs out and opens the login page.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { updatePassword } from '../../../api/auth.ts';
import { useSession } from '../../../session/store.ts';
import { Button } from '../../../ui/Button.tsx';
import { PasswordInput } from '../../../ui/PasswordInput.tsx';
import { toast } from '../../../ui/Toaster.tsx';
import { SettingFrame } from '../common/SettingFrame.tsx';
import { loginPasswordSchema, type LoginPasswordValues } from './loginPasswordRules.ts';
import shell from '../account.module.css';

export default function LoginPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<LoginPasswordValues>({ resolver: zodResolver(loginPasswordSchema), defaultValues: { oldPassword: '', password: '', confirm: '' } });
  const { errors } = form.formState;
  const toggle = { showLabel: t('user.password.show'), hideLabel: t('user.password.hide') };
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const onSubmit = async (values: LoginPasswordValues) => {
    try {
      await updatePassword(values.oldPassword, values.password, values.confirm);
    } catch {
      return; // The transport showed the server's reason (wrong old password …).
    }
    toast.success(t('account.login_pwd.done'));
    useSession.getState().logout();
    navigate('/user/login', { replace: true });
  };

  return (
    <SettingFrame section="login_pwd">
      <form className={shell.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <PasswordInput label={t('account.field.old_password')} autoComplete="current-password" error={message(errors.oldPassword?.message)} {...toggle} {...form.register('oldPassword')} />
        <PasswordInput
          label={t('user.field.new_password')}
          hint={t('user.password.rule')}
          autoComplete="new-password"
          error={message(errors.password?.message)}
          {...toggle}
          {...form.register('password')}
        />
        <PasswordInput label={t('account.field.repeat_new_password')} autoComplete="new-password" error={message(errors.confirm?.message)} {...toggle} {...form.register('confirm')} />
        <p className={shell.note}>{t('account.login_pwd.note')}</p>
        <Button type="submit" block size="lg" loading={form.formState.isSubmitting}>
          {t('account.login_pwd.submit')}
        </Button>
      </form>
    </SettingFrame>
  );
}
