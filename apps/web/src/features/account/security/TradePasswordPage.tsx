// setting/trade-pwd: the password asked before money leaves the exchange. First set with the login
// password; changed with the current trade password or a code to the member's own e-mail or phone.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@exchange/contract/member';
import { setTradePassword } from '../../../api/account.ts';
import { useRefreshMember } from '../../../api/accountQueries.ts';
import { Button } from '../../../ui/Button.tsx';
import { PasswordInput } from '../../../ui/PasswordInput.tsx';
import { Segmented } from '../../../ui/Segmented.tsx';
import { toast } from '../../../ui/Toaster.tsx';
import { googleCodeOf } from '../common/fields.ts';
import { GoogleCodeInput } from '../common/GoogleCodeInput.tsx';
import { MemberGate } from '../common/MemberGate.tsx';
import { SettingFrame } from '../common/SettingFrame.tsx';
import { hasGoogle, hasTradePassword } from '../member.ts';
import { OwnCodeFields } from './OwnCodeFields.tsx';
import { boundAccountTypes } from './ownAccounts.ts';
import { SECURITY_PATH } from './securityPaths.ts';
import { tradePasswordSchema, tradeProof, type TradePasswordValues, type TradeProofMode } from './tradePasswordRules.ts';
import shell from '../account.module.css';
import copyable from '../common/copyable.module.css';

function TradePasswordForm({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshMember();
  const google = hasGoogle(member);
  const isSet = hasTradePassword(member);
  const [changeMode, setChangeMode] = useState<Exclude<TradeProofMode, 'login'>>('old');
  const mode: TradeProofMode = isSet ? changeMode : 'login';
  const form = useForm<TradePasswordValues>({
    resolver: zodResolver(tradePasswordSchema(mode, google)),
    defaultValues: { loginPassword: '', oldPassword: '', accountType: boundAccountTypes(member)[0] ?? 'email', code: '', password: '', confirm: '', googleCode: '' },
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const toggle = { showLabel: t('user.password.show'), hideLabel: t('user.password.hide') };

  const onSubmit = async (values: TradePasswordValues) => {
    try {
      await setTradePassword({ proof: tradeProof(mode, values), password: values.password, repeat: values.confirm, googleCode: googleCodeOf(google, values.googleCode) });
    } catch {
      return;
    }
    await refresh();
    toast.success(t(isSet ? 'account.trade_pwd.changed' : 'account.trade_pwd.set_done'));
    navigate(SECURITY_PATH);
  };

  return (
    <form className={shell.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      {isSet && (
        <div className={copyable.copyBlock}>
          <Segmented
            label={t('account.trade_pwd.proof')}
            value={changeMode}
            options={[
              { value: 'old', label: t('account.trade_pwd.with_old') },
              { value: 'code', label: t('account.trade_pwd.with_code') },
            ]}
            onChange={(next) => {
              form.clearErrors();
              setChangeMode(next);
            }}
          />
        </div>
      )}
      {mode === 'login' && (
        <PasswordInput label={t('account.field.login_password')} autoComplete="current-password" error={message(errors.loginPassword?.message)} {...toggle} {...form.register('loginPassword')} />
      )}
      {mode === 'old' && (
        <PasswordInput label={t('account.field.old_trade_password')} autoComplete="off" error={message(errors.oldPassword?.message)} {...toggle} {...form.register('oldPassword')} />
      )}
      {mode === 'code' && <OwnCodeFields member={member} form={form} />}
      <PasswordInput
        label={t('account.field.new_trade_password')}
        hint={t('user.password.rule')}
        autoComplete="new-password"
        error={message(errors.password?.message)}
        {...toggle}
        {...form.register('password')}
      />
      <PasswordInput label={t('account.field.repeat_trade_password')} autoComplete="new-password" error={message(errors.confirm?.message)} {...toggle} {...form.register('confirm')} />
      <GoogleCodeInput bound={google} error={errors.googleCode?.message} field={form.register('googleCode')} />
      <Button type="submit" block size="lg" loading={form.formState.isSubmitting}>
        {t(isSet ? 'account.trade_pwd.submit_change' : 'account.trade_pwd.submit_set')}
      </Button>
    </form>
  );
}

export default function TradePasswordPage() {
  return (
    <SettingFrame section="trade_pwd">
      <MemberGate>{(member) => <TradePasswordForm member={member} />}</MemberGate>
    </SettingFrame>
  );
}
