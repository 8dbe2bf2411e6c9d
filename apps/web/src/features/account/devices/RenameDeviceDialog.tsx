// Renames a device so the member can tell their devices apart (member/updateDevice).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { LoginDeviceRow } from '@exchange/contract/member';
import { renameDevice } from '../../../api/account.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { DEVICE_NAME_MAX, deviceNameSchema, type DeviceNameValues } from './deviceRules.ts';
import shell from '../account.module.css';

export function RenameDeviceDialog({ device, onClose, onSaved }: { device: LoginDeviceRow; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const form = useForm<DeviceNameValues>({ resolver: zodResolver(deviceNameSchema), defaultValues: { name: device.device_name } });
  const error = form.formState.errors.name?.message;
  const onSubmit = async ({ name }: DeviceNameValues) => {
    try {
      await renameDevice(device.id, name.trim());
    } catch {
      return;
    }
    onSaved();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('account.devices.rename_title')} closeLabel={t('common.close')} width={420}>
      <form className={shell.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <TextInput label={t('account.field.device_name')} maxLength={DEVICE_NAME_MAX} error={error ? t(error, { max: DEVICE_NAME_MAX }) : undefined} {...form.register('name')} />
        <div className={shell.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('account.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('account.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
