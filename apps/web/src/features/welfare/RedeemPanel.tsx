// Spending points: draw chances (1–10 at a time), one trial-fund coupon, or one spot fee-deduction
// coupon. The server checks the
// balance; the buttons only stop what plainly cannot be paid.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { POINTS_REWARDS, type PointsReward } from '@exchange/contract/welfare';
import { redeemPoints } from '../../api/welfare.ts';
import { useRefreshWelfare } from '../../api/welfareQueries.ts';
import { Button } from '../../ui/Button.tsx';
import { toast } from '../../ui/Toaster.tsx';
import styles from './welfare.module.css';

const MAX_DRAWS = 10;

export function RedeemPanel({ points }: { points: number | undefined }) {
  const { t } = useTranslation();
  const refresh = useRefreshWelfare();
  const [text, setText] = useState('1');
  const count = Number(text);
  const validCount = Number.isInteger(count) && count >= 1 && count <= MAX_DRAWS;
  const [busy, setBusy] = useState<PointsReward | ''>('');
  const drawCost = (validCount ? count : 1) * POINTS_REWARDS.draw.points;

  const redeem = async (reward: PointsReward) => {
    setBusy(reward);
    try {
      const result = await redeemPoints(reward, reward === 'draw' ? count : undefined);
      toast.success(reward === 'draw' ? t('welfare.draws_bought', { count: result.chances }) : reward === 'fee_coupon' ? t('welfare.fee_coupon_bought') : t('welfare.coupon_bought'));
      await refresh();
    } catch {
      // Shown by the transport.
    } finally {
      setBusy('');
    }
  };

  return (
    <div className={styles.card}>
      <span className={styles.muted}>{t('welfare.redeem')}</span>
      <div className={styles.stepper}>
        <label htmlFor="welfare-draw-count">{t('welfare.draw_count')}</label>
        <input
          id="welfare-draw-count"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_DRAWS}
          value={text}
          aria-invalid={!validCount}
          aria-describedby="welfare-draw-count-hint"
          onChange={(e) => setText(e.target.value)}
        />
        <span id="welfare-draw-count-hint" className={styles.muted}>
          {t('welfare.draw_count_hint', { max: MAX_DRAWS })}
        </span>
      </div>
      <div className={styles.actions}>
        <Button size="sm" loading={busy === 'draw'} disabled={!validCount || (points !== undefined && points < drawCost)} onClick={() => void redeem('draw')}>
          {t('welfare.buy_draws', { points: drawCost })}
        </Button>
        <Button size="sm" variant="secondary" loading={busy === 'coupon'} disabled={points !== undefined && points < POINTS_REWARDS.coupon.points} onClick={() => void redeem('coupon')}>
          {t('welfare.buy_coupon', { points: POINTS_REWARDS.coupon.points, amount: POINTS_REWARDS.coupon.amount, coin: POINTS_REWARDS.coupon.coin })}
        </Button>
        <Button size="sm" variant="secondary" loading={busy === 'fee_coupon'} disabled={points !== undefined && points < POINTS_REWARDS.fee_coupon.points} onClick={() => void redeem('fee_coupon')}>
          {t('welfare.buy_fee_coupon', { points: POINTS_REWARDS.fee_coupon.points, amount: POINTS_REWARDS.fee_coupon.amount, coin: POINTS_REWARDS.fee_coupon.coin })}
        </Button>
      </div>
      <Link to="/welfare/luckyDraw">{t('welfare.to_draw')}</Link>
    </div>
  );
}
