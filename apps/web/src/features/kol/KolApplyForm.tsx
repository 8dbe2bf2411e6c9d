// The KOL application: channels, audience and contact, checked by the contract's own schema before
// it is sent; on success the member lands on /participationSuccess/index, which names what was sent.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { KOL_LIMITS, kolApplyBody, type KolApplyBody } from '@exchange/contract/kol';
import { applyKol } from '../../api/invite.ts';
import { inviteKeys } from '../../api/inviteQueries.ts';
import { Button } from '../../ui/Button.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import styles from './kol.module.css';

/** The contract's messages, translated: which field is missing or too long. */
const messageKey = (message: string | undefined): string | undefined => {
  if (!message) return undefined;
  return /at most/.test(message) ? 'kol.error.too_long' : 'kol.error.required';
};

export function KolApplyForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm<KolApplyBody>({ resolver: zodResolver(kolApplyBody), defaultValues: { channels: '', audience: '', contact: '' } });
  const { errors } = form.formState;
  const error = (field: keyof KolApplyBody, max: number) => {
    const key = messageKey(errors[field]?.message);
    return key ? t(key, { max }) : undefined;
  };
  const channels = form.watch('channels');

  const onSubmit = async (values: KolApplyBody) => {
    try {
      const sent = await applyKol(values);
      client.setQueryData(inviteKeys.kol, sent);
      void navigate(`/participationSuccess/index?type=kol&id=${encodeURIComponent(sent.id)}`);
    } catch {
      // Shown by the transport.
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('kol.form')}>
      <TextArea label={t('kol.field.channels')} hint={t('kol.field.channels_hint')} rows={4} maxLength={KOL_LIMITS.channels} count={channels.length} error={error('channels', KOL_LIMITS.channels)} {...form.register('channels')} />
      <TextInput label={t('kol.field.audience')} hint={t('kol.field.audience_hint')} maxLength={KOL_LIMITS.audience} error={error('audience', KOL_LIMITS.audience)} {...form.register('audience')} />
      <TextInput label={t('kol.field.contact')} hint={t('kol.field.contact_hint')} maxLength={KOL_LIMITS.contact} error={error('contact', KOL_LIMITS.contact)} {...form.register('contact')} />
      <Button type="submit" loading={form.formState.isSubmitting}>
        {t('kol.submit')}
      </Button>
    </form>
  );
}
