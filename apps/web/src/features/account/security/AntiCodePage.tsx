// setting/anti-code: sets or changes the code every genuine e-mail and SMS of the exchange then
// carries. It takes the login password (and the Google code once bound): whoever could change it
// could dress up a phishing mail.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@exchange/contract/member';
import { setAntiCode } from '../../../api/account.ts';
import { useRefreshMember } from '../../../api/accountQueries.ts';
import { Button } from '../../../ui/Button.tsx';
import { PasswordInput } from '../../../ui/PasswordInput.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { toast } from '../../../ui/Toaster.tsx';
import { googleCodeOf } from '../common/fields.ts';
import { GoogleCodeInput } from '../common/GoogleCodeInput.tsx';
import { MemberGate } from '../common/MemberGate.tsx';
import { SettingFrame } from '../common/SettingFrame.tsx';
import { hasGoogle, maskAntiCode } from '../member.ts';
import { antiCodeSchema, type AntiCodeValues } from './antiCodeRules.ts';
import { SECURITY_PATH } from './securityPaths.ts';
import shell from '../account.module.css';

function AntiCodeForm({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshMember();
  const google = hasGoogle(member);
  const form = useForm<AntiCodeValues>({ resolver: zodResolver(antiCodeSchema(google)), defaultValues: { antiCode: '', loginPassword: '', googleCode: '' } });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const onSubmit = async (values: AntiCodeValues) => {
    try {
      await setAntiCode({ antiCode: values.antiCode.trim(), loginPassword: values.loginPassword, googleCode: googleCodeOf(google, values.googleCode) });
    } catch {
      return;
    }
    await refresh();
    toast.success(t('account.anti_code.done'));
    navigate(SECURITY_PATH);
  };

  return (
    <form className={shell.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <p className={shell.note}>
        {member.anti_code ? t('account.anti_code.current', { code: maskAntiCode(member.anti_code) }) : t('account.anti_code.none')}
      </p>
      <TextInput
        label={t(member.anti_code ? 'account.field.new_anti_code' : 'account.field.anti_code')}
        hint={t('account.anti_code.rule')}
        autoComplete="off"
        maxLength={20}
        error={message(errors.antiCode?.message)}
        {...form.register('antiCode')}
      />
      <PasswordInput
        label={t('account.field.login_password')}
        autoComplete="current-password"
        showLabel={t('user.password.show')}
        hideLabel={t('user.password.hide')}
        error={message(errors.loginPassword?.message)}
        {...form.register('loginPassword')}
      />
      <GoogleCodeInput bound={google} error={errors.googleCode?.message} field={form.register('googleCode')} />
      <Button type="submit" block size="lg" loading={form.formState.isSubmitting}>
        {t('account.anti_code.submit')}
      </Button>
    </form>
  );
}

export default function AntiCodePage() {
  return (
    <SettingFrame section="anti_code">
      <MemberGate>{(member) => <AntiCodeForm member={member} />}</MemberGate>
    </SettingFrame>
  );
}
