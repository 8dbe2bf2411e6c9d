// The member's payment methods (member/getPayment): listed, added or changed, and removed, each
// with the trade password; an e-wallet may carry a QR image (uploaded first).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYMENT_KINDS, type PaymentMethod } from '@exchange/contract/otc';
import { uploadFile } from '../../api/content.ts';
import { deletePayment, savePayment } from '../../api/otc.ts';
import { otcKeys, usePayments } from '../../api/otcQueries.ts';
import { ListState } from '../../app/ListState.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { toast } from '../../ui/Toaster.tsx';
import { payKindKey } from './labels.ts';
import { TradePasswordInput } from './TradePasswordInput.tsx';
import { UploadedImage } from './UploadedImage.tsx';
import styles from './otc.module.css';

const blank = { kind: '1' as PaymentMethod['kind'], name: '', account: '', bank: '', branch: '', qrImage: '' };

function PaymentDialog({ editing, onClose }: { editing: PaymentMethod | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState(editing ? { kind: editing.kind, name: editing.name, account: editing.account, bank: editing.bank, branch: editing.branch, qrImage: editing.qr_image } : blank);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const submit = async () => {
    setBusy(true);
    try {
      await savePayment({ ...form, ...(editing ? { id: editing.id } : {}), tradePassword: password });
      toast.success(t('p2p.payment.saved'));
      await client.invalidateQueries({ queryKey: otcKeys.payments });
      onClose();
    } catch {
      // Shown by the transport.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t(editing ? 'p2p.payment.edit' : 'p2p.payment.add')} closeLabel={t('common.close')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Select label={t('p2p.payment.kind')} value={form.kind} onChange={(e) => set({ kind: e.target.value as PaymentMethod['kind'] })} options={PAYMENT_KINDS.map((k) => ({ value: k, label: t(payKindKey(k)) }))} />
        <TextInput label={t('p2p.payment.name')} value={form.name} maxLength={60} required onChange={(e) => set({ name: e.target.value })} />
        <TextInput label={t('p2p.payment.account')} value={form.account} maxLength={60} required onChange={(e) => set({ account: e.target.value })} />
        {form.kind === '1' ? (
          <>
            <TextInput label={t('p2p.payment.bank')} value={form.bank} maxLength={60} required onChange={(e) => set({ bank: e.target.value })} />
            <TextInput label={t('p2p.payment.branch')} value={form.branch} maxLength={60} onChange={(e) => set({ branch: e.target.value })} />
          </>
        ) : (
          <label className={styles.muted}>
            {t('p2p.payment.qr')}
            <input
              type="file"
              accept="image/png,image/jpeg"
              onChange={async (e) => {
                const chosen = e.target.files?.[0];
                if (!chosen) return;
                try {
                  set({ qrImage: (await uploadFile(chosen)).link });
                } catch {
                  toast.error(t('p2p.chat.upload_failed'));
                }
              }}
            />
          </label>
        )}
        {form.qrImage && <UploadedImage link={form.qrImage} alt={t('p2p.payment.qr')} />}
        <TradePasswordInput value={password} onChange={setPassword} />
        <div className={styles.actions}>
          <Button type="submit" loading={busy} disabled={!password} block>
            {t('p2p.payment.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function RemoveDialog({ method, onClose }: { method: PaymentMethod; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('p2p.payment.remove')} closeLabel={t('common.close')}>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          try {
            await deletePayment(method.id, password);
            await client.invalidateQueries({ queryKey: otcKeys.payments });
            onClose();
          } catch {
            // Shown by the transport.
          } finally {
            setBusy(false);
          }
        }}
      >
        <TradePasswordInput value={password} onChange={setPassword} />
        <div className={styles.actions}>
          <Button type="submit" loading={busy} disabled={!password} block>
            {t('p2p.payment.remove')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function PaymentMethods() {
  const { t } = useTranslation();
  const methods = usePayments();
  const [editing, setEditing] = useState<PaymentMethod | null>();
  const [removing, setRemoving] = useState<PaymentMethod>();
  const rows = methods.data ?? [];
  return (
    <section className={styles.card} aria-labelledby="payment-methods">
      <div className={styles.head}>
        <h2 id="payment-methods" className={styles.title}>
          {t('p2p.payment.title')}
        </h2>
        <Button size="sm" onClick={() => setEditing(null)}>
          {t('p2p.payment.add')}
        </Button>
      </div>
      <ListState failed={t('p2p.load_failed')} isPending={methods.isPending} isError={methods.isError} count={rows.length} refetch={methods.refetch} empty={t('p2p.payment.empty')}>
        <ul className={styles.methods}>
          {rows.map((m) => (
            <li key={m.id} className={styles.method}>
              <div>
                <strong>{t(payKindKey(m.kind))}</strong> · {m.name} · {m.account}
                {m.bank && (
                  <span className={styles.muted}>
                    {' '}
                    · {m.bank} {m.branch}
                  </span>
                )}
              </div>
              <div className={styles.links}>
                <Button size="sm" variant="secondary" onClick={() => setEditing(m)}>
                  {t('p2p.payment.edit')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setRemoving(m)}>
                  {t('p2p.payment.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      {editing !== undefined && <PaymentDialog editing={editing} onClose={() => setEditing(undefined)} />}
      {removing && <RemoveDialog method={removing} onClose={() => setRemoving(undefined)} />}
    </section>
  );
}
