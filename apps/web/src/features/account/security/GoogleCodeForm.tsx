// One Google code and a submit button: the bind step and the reset form differ only in wording and call.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { googleCodeSchema, type GoogleCodeValues } from './googleRules.ts';
import styles from '../account.module.css';

export function GoogleCodeForm({ submitLabel, onCode }: { submitLabel: string; onCode: (code: string) => Promise<void> }) {
  const { t } = useTranslation();
  const form = useForm<GoogleCodeValues>({ resolver: zodResolver(googleCodeSchema), defaultValues: { code: '' } });
  const error = form.formState.errors.code?.message;
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(({ code }) => onCode(code.trim()))}>
      <TextInput
        label={t('user.field.google_code')}
        placeholder={t('user.field.code_placeholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={error ? t(error) : undefined}
        {...form.register('code')}
      />
      <Button type="submit" block size="lg" loading={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
