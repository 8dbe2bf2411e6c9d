// Sets a new password with a code sent to the account's e-mail or phone.
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { resetPassword } from '../../api/auth.ts';
import { AccountField } from './AccountField.tsx';
import { AccountTypeSwitch } from './AccountTypeSwitch.tsx';
import { FormError } from './AuthCard.tsx';
import { CodeField } from './CodeField.tsx';
import { errorMessage } from './errorMessage.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { resetSchema, type ResetValues } from './schemas.ts';

export function ResetForm({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    defaultValues: { accountType: 'email', areaCode: '+86', account: '', code: '', password: '', confirm: '' },
  });

  const onSubmit = async (values: ResetValues) => {
    setFormError(null);
    try {
      await resetPassword({
        accountType: values.accountType,
        account: values.account.trim(),
        ...(values.accountType === 'phone' ? { areaCode: values.areaCode } : {}),
        password: values.password,
        code: values.code.trim(),
      });
      onReset();
    } catch (error) {
      setFormError(errorMessage(error, t('user.reset.failed')));
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <FormError message={formError} />
        <AccountTypeSwitch />
        <AccountField />
        <CodeField purpose="reset" />
        <NewPasswordFields label={t('user.field.new_password')} />
        <Button type="submit" block size="lg" loading={form.formState.isSubmitting}>
          {t('user.reset.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
