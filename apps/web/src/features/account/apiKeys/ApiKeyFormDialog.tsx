// Creates or edits an API key (api/apiSave). A new key comes back with its secret, handed to the
// caller to show once; an edit changes label, permissions and whitelist only.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { ApiKeyCreated, ApiKeyRow } from '@exchange/contract/account';
import { saveApiKey } from '../../../api/account.ts';
import { Button } from '../../../ui/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { TextArea } from '../../../ui/TextArea.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { googleCodeOf } from '../common/fields.ts';
import { GoogleCodeInput } from '../common/GoogleCodeInput.tsx';
import { EMPTY_API_KEY, apiKeySchema, permissionsOf, valuesOf, whitelistOf, type ApiKeyValues } from './apiKeyRules.ts';
import shell from '../account.module.css';
import apiKeys from './apiKeys.module.css';

export interface ApiKeyFormDialogProps {
  /** undefined: a new key. */
  editing: ApiKeyRow | undefined;
  googleBound: boolean;
  onClose: () => void;
  onSaved: (saved: ApiKeyCreated | ApiKeyRow) => void;
}

export function ApiKeyFormDialog({ editing, googleBound, onClose, onSaved }: ApiKeyFormDialogProps) {
  const { t } = useTranslation();
  const form = useForm<ApiKeyValues>({ resolver: zodResolver(apiKeySchema(googleBound)), defaultValues: editing ? valuesOf(editing) : EMPTY_API_KEY });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const onSubmit = async (v: ApiKeyValues) => {
    try {
      const saved = await saveApiKey({
        ...(editing ? { id: editing.id } : {}),
        label: v.label.trim(),
        permissions: permissionsOf(v),
        ipWhitelist: whitelistOf(v.ipWhitelist),
        googleCode: googleCodeOf(googleBound, v.googleCode),
      });
      onSaved(saved);
    } catch {
      // Shown by the transport.
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t(editing ? 'account.api.edit_title' : 'account.api.create_title')} closeLabel={t('common.close')} width={520}>
      <form className={shell.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <TextInput label={t('account.api.field.label')} maxLength={30} error={message(errors.label?.message)} {...form.register('label')} />
        <fieldset className={apiKeys.checks}>
          <legend>{t('account.api.field.permissions')}</legend>
          <Checkbox label={t('account.api.permission.read')} checked disabled />
          <Checkbox label={t('account.api.permission.trade')} {...form.register('trade')} />
          <Checkbox label={t('account.api.permission.withdraw')} {...form.register('withdraw')} />
        </fieldset>
        <TextArea
          label={t('account.api.field.ip')}
          hint={t('account.api.ip_hint')}
          rows={3}
          error={message(errors.ipWhitelist?.message)}
          {...form.register('ipWhitelist')}
        />
        <GoogleCodeInput bound={googleBound} error={errors.googleCode?.message} field={form.register('googleCode')} />
        <div className={shell.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('account.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t(editing ? 'account.save' : 'account.api.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
