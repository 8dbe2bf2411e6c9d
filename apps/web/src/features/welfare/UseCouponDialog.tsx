// Using a trial-fund coupon: pick a contract settled in the coupon's coin and a side; the server
// opens an isolated market position as large as the coupon covers (futures/service openWithCoupon).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CouponRow } from '@exchange/contract/futures';
import { openWithCoupon } from '../../api/welfare.ts';
import { useContractMarkets } from '../../api/marketQueries.ts';
import { useRefreshWelfare } from '../../api/welfareQueries.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { Select } from '../../ui/Select.tsx';
import { toast } from '../../ui/Toaster.tsx';
import styles from './welfare.module.css';

export function UseCouponDialog({ coupon, onClose }: { coupon: CouponRow; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshWelfare();
  const markets = useContractMarkets();
  // A USDT coupon pays margin on USDT-margined contracts; a coin coupon on that coin's inverse contract.
  const usable = (markets.data ?? []).filter((m) => (m.kind === 'ubw' && m.quote === coupon.coin) || (m.kind === 'bbw' && m.base === coupon.coin));
  const [pair, setPair] = useState('');
  const [direction, setDirection] = useState<'1' | '2'>('1');
  const [busy, setBusy] = useState(false);
  const chosen = usable.find((m) => m.pair === pair) ?? usable[0];

  const open = async () => {
    if (!chosen || (chosen.kind !== 'ubw' && chosen.kind !== 'bbw')) return;
    setBusy(true);
    try {
      await openWithCoupon({ couponId: coupon.id, kind: chosen.kind, pair: chosen.pair, direction });
      toast.success(t('welfare.coupon_used'));
      await refresh();
      onClose();
      void navigate(`/exchange/full-contract/${chosen.kind}?symbol=${chosen.pair.replace('/', '_')}`);
    } catch {
      // Shown by the transport.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t('welfare.use_title', { amount: coupon.amount, coin: coupon.coin })} closeLabel={t('common.close')} description={t('welfare.use_text')}>
      <div className={styles.rows}>
        <Select
          label={t('welfare.contract')}
          value={chosen?.pair ?? ''}
          onChange={(e) => setPair(e.target.value)}
          options={usable.map((m) => ({ value: m.pair, label: m.pair }))}
          {...(usable.length === 0 ? { placeholder: markets.isPending ? t('common.loading') : t('welfare.no_contract') } : {})}
        />
        <Segmented
          label={t('welfare.side')}
          value={direction}
          onChange={setDirection}
          options={[
            { value: '1', label: t('welfare.long') },
            { value: '2', label: t('welfare.short') },
          ]}
        />
        <Button block loading={busy} disabled={!chosen} onClick={() => void open()}>
          {t('welfare.open_position')}
        </Button>
      </div>
    </Dialog>
  );
}
