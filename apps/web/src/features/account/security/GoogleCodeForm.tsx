// One Google code and a submit button: the bind step and the reset form differ only in wording and call.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../ui/Button.tsx';
import { GoogleCodeInput } from '../common/GoogleCodeInput.tsx';
import { googleCodeSchema, type GoogleCodeValues } from './googleRules.ts';
import shell from '../account.module.css';

export function GoogleCodeForm({ submitLabel, onCode }: { submitLabel: string; onCode: (code: string) => Promise<void> }) {
  const form = useForm<GoogleCodeValues>({ resolver: zodResolver(googleCodeSchema), defaultValues: { code: '' } });
  const error = form.formState.errors.code?.message;
  return (
    <form className={shell.form} noValidate onSubmit={form.handleSubmit(({ code }) => onCode(code.trim()))}>
      <GoogleCodeInput bound error={error} field={form.register('code')} />
      <Button type="submit" block size="lg" loading={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
