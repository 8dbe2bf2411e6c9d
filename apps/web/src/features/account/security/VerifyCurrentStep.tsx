// Step 1 of changing a bound phone or e-mail: a "verify" code to the current one, exchanged for a
// single-use ticket (member/accountVerification), so a stolen session alone cannot move the account.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@exchange/contract/auth';
import type { MemberInfo } from '@exchange/contract/member';
import { verifyOwnAccount } from '../../../api/account.ts';
import { Button } from '../../../ui/Button.tsx';
import { CodeInput } from '../common/CodeInput.tsx';
import { verifyCurrentSchema, type VerifyCurrentValues } from './bindRules.ts';
import { maskedOwn, sendVerifyCode } from './ownAccounts.ts';
import shell from '../account.module.css';

export function VerifyCurrentStep({ member, type, onVerified }: { member: MemberInfo; type: AccountType; onVerified: (ticket: string) => void }) {
  const { t } = useTranslation();
  const form = useForm<VerifyCurrentValues>({ resolver: zodResolver(verifyCurrentSchema), defaultValues: { code: '' } });
  const current = maskedOwn(member, type);
  const onSubmit = async ({ code }: VerifyCurrentValues) => {
    try {
      onVerified((await verifyOwnAccount(type, code.trim())).ticket);
    } catch {
      // Shown by the transport (wrong or expired code).
    }
  };
  return (
    <form className={shell.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <p className={shell.note}>{t('account.bind.verify_current', { account: current })}</p>
      <CodeInput
        label={t('account.field.current_code', { account: current })}
        error={form.formState.errors.code?.message}
        field={form.register('code')}
        send={async () => {
          await sendVerifyCode(member, type);
          return true;
        }}
      />
      <Button type="submit" block size="lg" loading={form.formState.isSubmitting}>
        {t('account.bind.next')}
      </Button>
    </form>
  );
}
