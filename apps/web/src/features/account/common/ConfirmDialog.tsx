// Asks before something that cannot be undone (removing a device, deleting an API key).
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import shell from '../account.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()} title={title} closeLabel={t('common.close')} width={420}>
      <p className={shell.note}>{message}</p>
      <div className={shell.formActions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
