// /account/center/device-management (account activity): the devices that logged in, renamable and
// removable after a confirmation, and the login log, paged.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoginDeviceRow } from '@exchange/contract/member';
import { deleteDevice } from '../../../api/account.ts';
import { accountKeys, useLoginDevices, useLoginLog } from '../../../api/accountQueries.ts';
import { getDeviceId } from '../../../lib/deviceId.ts';
import { toast } from '../../../ui/Toaster.tsx';
import { Pager } from '../../entrust/Pager.tsx';
import { ListState } from '../../../app/ListState.tsx';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { DeviceTable } from './DeviceTable.tsx';
import { LoginLogTable } from './LoginLogTable.tsx';
import { RenameDeviceDialog } from './RenameDeviceDialog.tsx';
import shell from '../account.module.css';

const LOG_PAGE_SIZE = 10;

export default function DeviceManagementPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const devices = useLoginDevices();
  const [page, setPage] = useState(1);
  const log = useLoginLog(page, LOG_PAGE_SIZE);
  const [renaming, setRenaming] = useState<LoginDeviceRow>();
  const [deleting, setDeleting] = useState<LoginDeviceRow>();
  const [busy, setBusy] = useState(false);
  const reloadDevices = () => client.invalidateQueries({ queryKey: accountKeys.devices });

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteDevice(deleting.id);
      toast.success(t('account.devices.deleted'));
      setDeleting(undefined);
      await reloadDevices();
    } catch {
      // Shown by the transport.
    } finally {
      setBusy(false);
    }
  };

  const deviceRows = devices.data ?? [];
  const logRows = log.data?.records ?? [];
  return (
    <>
      <div className={shell.head}>
        <div>
          <h1 className={shell.title}>{t('section.account.devices.title')}</h1>
          <p className={shell.lead}>{t('section.account.devices.text')}</p>
        </div>
      </div>
      <h2 className={shell.subtitle}>{t('account.devices.title')}</h2>
      <ListState failed={t('account.load_failed')} isPending={devices.isPending} isError={devices.isError} count={deviceRows.length} refetch={devices.refetch} empty={t('account.devices.empty')}>
        <DeviceTable rows={deviceRows} thisDeviceId={getDeviceId()} onRename={setRenaming} onDelete={setDeleting} />
      </ListState>
      <h2 className={shell.subtitle}>{t('account.log.title')}</h2>
      <ListState failed={t('account.load_failed')} isPending={log.isPending} isError={log.isError} count={logRows.length} refetch={log.refetch} empty={t('account.log.empty')}>
        <LoginLogTable rows={logRows} />
        <Pager current={log.data?.current ?? page} pages={log.data?.pages ?? 1} onPage={setPage} />
      </ListState>
      {renaming && (
        <RenameDeviceDialog
          device={renaming}
          onClose={() => setRenaming(undefined)}
          onSaved={() => {
            setRenaming(undefined);
            toast.success(t('account.devices.renamed'));
            void reloadDevices();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('account.devices.delete_title')}
        message={t('account.devices.delete_text', { name: deleting?.device_name ?? '' })}
        confirmLabel={t('account.devices.delete')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
      />
    </>
  );
}
