// The identity form: real name, document type and number, the two images; sent to member/verified.
// A success re-reads the KYC record and member info (real_name_status turns pending).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { submitKyc } from '../../../api/account.ts';
import { accountKeys, useRefreshMember } from '../../../api/accountQueries.ts';
import { Button } from '../../../ui/Button.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { toast } from '../../../ui/Toaster.tsx';
import { KycImageField } from './KycImageField.tsx';
import { kycFormSchema, type KycFormValues } from './kycRules.ts';
import { useKycDocumentTypes } from './useKycDocumentTypes.ts';
import shell from '../account.module.css';
import kyc from './kyc.module.css';

const EMPTY: KycFormValues = { realName: '', documentType: '', documentNumber: '', frontImage: '', backImage: '' };

export function KycForm() {
  const { t } = useTranslation();
  const refresh = useRefreshMember();
  const types = useKycDocumentTypes();
  const form = useForm<KycFormValues>({ resolver: zodResolver(kycFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const image = (name: 'frontImage' | 'backImage') => (link: string) => form.setValue(name, link, { shouldValidate: form.formState.isSubmitted });

  const onSubmit = async (v: KycFormValues) => {
    try {
      await submitKyc({ realName: v.realName.trim(), documentType: v.documentType, documentNumber: v.documentNumber.trim(), frontImage: v.frontImage, backImage: v.backImage });
    } catch {
      return;
    }
    toast.success(t('account.kyc.submitted'));
    await refresh(accountKeys.kyc);
  };

  return (
    <form className={`${shell.form} ${shell.formColumn}`} noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('account.kyc.form')}>
      <TextInput label={t('account.kyc.field.real_name')} autoComplete="name" error={message(errors.realName?.message)} {...form.register('realName')} />
      <Select label={t('account.kyc.field.document_type')} placeholder={t('account.kyc.choose_type')} options={types} error={message(errors.documentType?.message)} {...form.register('documentType')} />
      <TextInput label={t('account.kyc.field.document_number')} autoComplete="off" error={message(errors.documentNumber?.message)} {...form.register('documentNumber')} />
      <div className={kyc.images}>
        <KycImageField label={t('account.kyc.field.front')} link={form.watch('frontImage')} error={errors.frontImage?.message} onLink={image('frontImage')} />
        <KycImageField label={t('account.kyc.field.back')} link={form.watch('backImage')} error={errors.backImage?.message} onLink={image('backImage')} />
      </div>
      <Button type="submit" block size="lg" loading={form.formState.isSubmitting}>
        {t('account.kyc.submit')}
      </Button>
    </form>
  );
}
