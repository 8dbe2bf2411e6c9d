// What the caller may do with the order now (the server lists it in `actions`): pay, cancel,
// release (with the trade password), appeal or add to the appeal, withdraw the appeal.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OtcOrderDetail } from '@exchange/contract/otc';
import { cancelAppeal, cancelOrder, markPaid, releaseOrder } from '../../api/otc.ts';
import { otcKeys } from '../../api/otcQueries.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/Toaster.tsx';
import { AppealDialog } from './AppealDialog.tsx';
import { TradePasswordInput } from './TradePasswordInput.tsx';
import styles from './otc.module.css';

export function OrderActions({ order }: { order: OtcOrderDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [releasing, setReleasing] = useState(false);
  const [appealing, setAppealing] = useState<'1' | '4'>();
  const [password, setPassword] = useState('');
  const has = (a: OtcOrderDetail['actions'][number]) => order.actions.includes(a);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(t(done));
      await client.invalidateQueries({ queryKey: otcKeys.all });
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (order.actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {has('pay') && (
        <Button loading={busy} onClick={() => void run(() => markPaid(order.id), 'p2p.done.paid')}>
          {t('p2p.action.paid')}
        </Button>
      )}
      {has('cancel') && (
        <Button variant="secondary" loading={busy} onClick={() => void run(() => cancelOrder(order.id), 'p2p.done.cancelled')}>
          {t('p2p.action.cancel')}
        </Button>
      )}
      {has('release') && <Button onClick={() => setReleasing(true)}>{t('p2p.action.release')}</Button>}
      {has('appeal') && (
        <Button variant="secondary" onClick={() => setAppealing('1')}>
          {t('p2p.action.appeal')}
        </Button>
      )}
      {has('appealAdd') && (
        <Button variant="secondary" onClick={() => setAppealing('4')}>
          {t('p2p.action.appeal_add')}
        </Button>
      )}
      {has('appealCancel') && (
        <Button variant="ghost" loading={busy} onClick={() => void run(() => cancelAppeal(order.id), 'p2p.done.appeal_cancelled')}>
          {t('p2p.action.appeal_cancel')}
        </Button>
      )}
      <Dialog open={releasing} onOpenChange={setReleasing} title={t('p2p.action.release')} closeLabel={t('common.close')} description={t('p2p.release.warning', { amount: order.fiat_currency_amount, fiat: order.fiat_currency })}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => releaseOrder(order.id, password), 'p2p.done.released').then((ok) => ok && setReleasing(false));
          }}
        >
          <TradePasswordInput value={password} onChange={setPassword} />
          <div className={styles.actions}>
            <Button type="submit" loading={busy} disabled={!password} block>
              {t('p2p.release.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
      {appealing && <AppealDialog orderId={order.id} type={appealing} onClose={() => setAppealing(undefined)} />}
    </div>
  );
}
