// Opening an appeal (type 1) or adding to one (type 4): a reason, a description (500 characters) and
// up to 20 evidence images, which the other side and the operator will see.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../api/content.ts';
import { sendAppeal } from '../../api/otc.ts';
import { otcKeys } from '../../api/otcQueries.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { toast } from '../../ui/Toaster.tsx';
import styles from './otc.module.css';

export function AppealDialog({ orderId, type, onClose }: { orderId: string; type: '1' | '4'; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [proof, setProof] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!description.trim()) return setError(t('p2p.appeal.describe'));
    setBusy(true);
    try {
      await sendAppeal({ orderId, type, reason: reason.trim(), description: description.trim(), proof });
      toast.success(t('p2p.done.appealed'));
      await client.invalidateQueries({ queryKey: otcKeys.all });
      onClose();
    } catch {
      // Shown by the transport.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t(type === '1' ? 'p2p.action.appeal' : 'p2p.action.appeal_add')} closeLabel={t('common.close')} description={t('p2p.appeal.warning')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {type === '1' && <TextInput label={t('p2p.appeal.reason')} value={reason} maxLength={60} onChange={(e) => setReason(e.target.value)} />}
        <TextArea label={t('p2p.appeal.description')} value={description} maxLength={500} count={description.length} rows={4} error={error || undefined} onChange={(e) => setDescription(e.target.value)} />
        <label className={styles.muted}>
          {t('p2p.appeal.evidence', { n: proof.length })}
          <input
            type="file"
            accept="image/png,image/jpeg"
            disabled={proof.length >= 20}
            onChange={async (e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (!chosen) return;
              try {
                const { link } = await uploadFile(chosen);
                setProof((list) => [...list, link]);
              } catch {
                setError(t('p2p.chat.upload_failed'));
              }
            }}
          />
        </label>
        <div className={styles.actions}>
          <Button type="submit" loading={busy} block>
            {t('p2p.appeal.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
