// "Close all" (entrust/contract/close/onekey): every position of the kind at market, or only the
// contract on screen; it says how many closes went in and names the positions that could not close.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@exchange/contract/futures';
import { useCloseAllPositions } from '../../../api/futuresQueries.ts';
import { Button } from '../../../ui/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { toast } from '../../../ui/toast.ts';
import styles from '../futures.module.css';

export function CloseAllDialog({ kind, pair, onClose }: { kind: ContractKind; pair: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [onlyThis, setOnlyThis] = useState(false);
  const closeAll = useCloseAllPositions(kind);

  const confirm = () =>
    closeAll.mutate(onlyThis ? [pair] : [], {
      onSuccess: (result) => {
        toast.success(t('futures.close_all.done', { count: result?.orders?.length ?? 0 }));
        for (const failed of result?.failed ?? []) toast.error(t('futures.close_all.failed', { pair: failed.symbol_name, reason: failed.msg }));
        onClose();
      },
    });

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('futures.close_all.title')} closeLabel={t('common.close')} width={420} description={t('futures.close_all.text')}>
      <Checkbox label={t('futures.close_all.only', { pair })} checked={onlyThis} onChange={(event) => setOnlyThis(event.target.checked)} />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('futures.close_all.keep')}
        </Button>
        <Button loading={closeAll.isPending} onClick={confirm}>
          {t('futures.close_all.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
