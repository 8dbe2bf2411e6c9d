// /welfare/rewardCenter: the member's coupons (the futures module's trial-fund coupons: from points,
// newcomer tasks or the operator; and spot fee-deduction coupons bought with points) by state,
// usable ones with their expiry and a way to use them, a fee coupon with what is left of it; and the
// rewards still locked, with the rule that unlocks each and the member's progress.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CouponRow } from '@exchange/contract/futures';
import type { FeeCouponRow } from '@exchange/contract/welfare';
import { useCoupons, useFeeCoupons, useNewcomers, usePoints } from '../../api/welfareQueries.ts';
import { RedeemPanel } from './RedeemPanel.tsx';
import { ListState } from '../../app/ListState.tsx';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { UseCouponDialog } from './UseCouponDialog.tsx';
import { WelfareFrame } from './WelfareFrame.tsx';
import { percentOf, when } from './format.ts';
import styles from './welfare.module.css';

type Tab = 'usable' | 'locked' | 'used' | 'expired';
const STATUS_OF: Record<Exclude<Tab, 'locked'>, CouponRow['status']> = { usable: '0', used: '1', expired: '2' };

export default function RewardCenterPage() {
  return (
    <WelfareFrame section="reward_center">
      <RewardCenterContent />
    </WelfareFrame>
  );
}

function RewardCenterContent() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('usable');
  const coupons = useCoupons();
  const [using, setUsing] = useState<CouponRow>();
  const feeCoupons = useFeeCoupons();
  const points = usePoints();
  const list = (status: CouponRow['status']) => {
    const rows = (coupons.data ?? []).filter((c) => c.status === status);
    const feeRows = (feeCoupons.data ?? []).filter((c) => c.status === status);
    // The two lists load apart: what one brought is shown even when the other failed, which says so
    // beside it with a retry of its own (an empty list beside a failed one is not "no coupons").
    const failedOne = coupons.isError ? coupons : feeCoupons.isError ? feeCoupons : null;
    return (
      <ListState
        failed={t('welfare.load_failed')}
        isPending={coupons.isPending || feeCoupons.isPending}
        isError={coupons.isError || feeCoupons.isError}
        count={rows.length + feeRows.length}
        refetch={() => Promise.all([coupons.refetch(), feeCoupons.refetch()])}
        empty={t('welfare.no_coupons')}
      >
        {failedOne && <ErrorState title={t('welfare.load_failed')} retryLabel={t('common.retry')} onRetry={() => void failedOne.refetch()} />}
        <ul className={styles.rows}>
          {feeRows.map((c) => (
            <FeeCouponItem key={`fee-${c.id}`} coupon={c} />
          ))}
          {rows.map((c) => (
            <li key={c.id} className={styles.row}>
              <div className={styles.rowMain}>
                <span className={styles.rowTitle}>{t('welfare.trial_fund', { amount: c.amount, coin: c.coin })}</span>
                <span className={styles.muted}>
                  {c.status === '0' ? t('welfare.expires', { time: when(c.expire_time) }) : c.status === '1' ? t('welfare.used_on', { id: c.position_id }) : t('welfare.expired_on', { time: when(c.expire_time) })}
                </span>
                <span className={styles.muted}>{t('welfare.trial_rule')}</span>
              </div>
              {c.status === '0' && (
                <Button size="sm" onClick={() => setUsing(c)} aria-label={t('welfare.use_named', { amount: c.amount, coin: c.coin })}>
                  {t('welfare.use')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </ListState>
    );
  };
  return (
    <>
      <Tabs
        label={t('welfare.coupon_tabs')}
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'usable', label: t('welfare.tab.usable'), content: list(STATUS_OF.usable) },
          { value: 'locked', label: t('welfare.tab.locked'), content: <LockedRewards /> },
          { value: 'used', label: t('welfare.tab.used'), content: list(STATUS_OF.used) },
          { value: 'expired', label: t('welfare.tab.expired'), content: list(STATUS_OF.expired) },
        ]}
      />
      {/* Coupons are claimed with points here too (trial funds and spot fee deductions). */}
      <RedeemPanel points={points.data?.points} />
      {using && <UseCouponDialog coupon={using} onClose={() => setUsing(undefined)} />}
    </>
  );
}

/** A spot fee-deduction coupon: what is left of it as a bar, when it ends, and where it is used. */
function FeeCouponItem({ coupon: c }: { coupon: FeeCouponRow }) {
  const { t } = useTranslation();
  const left = percentOf(c.remaining, c.amount);
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{t('welfare.fee_coupon', { amount: c.amount, coin: c.coin })}</span>
        <span className={styles.muted}>
          {c.status === '0' ? t('welfare.expires', { time: when(c.expire_time) }) : c.status === '1' ? t('welfare.fee_used_up', { time: when(c.close_time) }) : t('welfare.expired_on', { time: when(c.expire_time) })}
        </span>
        <span className={styles.muted}>{t('welfare.fee_rule', { coin: c.coin })}</span>
        <span>{t('welfare.fee_left', { remaining: c.remaining, amount: c.amount, coin: c.coin })}</span>
        <div className={styles.progress} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={left} aria-label={t('welfare.fee_left', { remaining: c.remaining, amount: c.amount, coin: c.coin })}>
          <div className={styles.progressBar} style={{ width: `${left}%` }} />
        </div>
      </div>
      {c.status === '0' && (
        <Link className={buttonClass({ size: 'sm' })} to="/exchange/index" aria-label={t('welfare.fee_trade_named', { amount: c.amount, coin: c.coin })}>
          {t('welfare.fee_trade')}
        </Link>
      )}
    </li>
  );
}

/** Newcomer rewards not yet paid: each unlocks by a task, shown with the member's progress. */
function LockedRewards() {
  const { t } = useTranslation();
  const info = useNewcomers();
  const rows = info.data?.open ? info.data.tasks.filter((task) => task.status !== '2') : [];
  return (
    <ListState failed={t('welfare.load_failed')} isPending={info.isPending} isError={info.isError} count={rows.length} refetch={info.refetch} empty={t('welfare.no_locked')}>
      <ul className={styles.rows}>
        {rows.map((task) => {
          const done = task.status === '1' ? 1 : 0;
          return (
            <li key={task.code} className={styles.row}>
              <div className={styles.rowMain}>
                <span className={styles.rowTitle}>{t('welfare.trial_fund', { amount: task.amount, coin: task.coin })}</span>
                <span className={styles.muted}>{t('welfare.unlock_rule', { task: t(`welfare.task.${task.code}`), time: when(info.data?.end_time ?? 0) })}</span>
                <div className={styles.progress} role="progressbar" aria-valuemin={0} aria-valuemax={1} aria-valuenow={done} aria-label={t('welfare.progress', { done, total: 1 })}>
                  <div className={styles.progressBar} style={{ width: `${done * 100}%` }} />
                </div>
              </div>
              <Link className={buttonClass({ size: 'sm', variant: done ? 'primary' : 'secondary' })} to="/welfare/exclusiceForNewcomers">
                {done ? t('welfare.claim') : t('welfare.go')}
              </Link>
            </li>
          );
        })}
      </ul>
    </ListState>
  );
}
