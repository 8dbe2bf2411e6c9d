// The verification-code input with its "send code" button. The account is checked before sending, and
// the button counts down 60 s after a send, the server's minimum gap between two codes.
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CodePurpose } from '@exchange/contract/auth';
import { Button } from '../../ui/Button.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { toast } from '../../ui/Toaster.tsx';
import type { AccountCodeValues } from './accountForm.ts';
import { sendCode } from './sendCode.ts';
import { useCountdown } from './useCountdown.ts';

export function CodeField({ purpose }: { purpose: CodePurpose }) {
  const { t } = useTranslation();
  const { register, trigger, getValues, formState } = useFormContext<AccountCodeValues>();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const error = formState.errors.code?.message;

  const send = async () => {
    if (!(await trigger('account'))) return;
    setSending(true);
    try {
      await sendCode(getValues(), purpose);
      countdown.start();
      toast.success(t('user.code.sent'));
    } catch {
      // The transport has shown the server's reason; the button stays available for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <TextInput
      label={t('user.field.code')}
      placeholder={t('user.field.code_placeholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      error={error ? t(error) : undefined}
      {...register('code')}
      addon={
        <Button variant="secondary" onClick={send} loading={sending} disabled={countdown.running}>
          {countdown.running ? t('user.code.resend_in', { seconds: countdown.left }) : t('user.code.send')}
        </Button>
      }
    />
  );
}
