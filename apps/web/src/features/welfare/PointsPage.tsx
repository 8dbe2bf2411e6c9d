// /welfare/integratingActivity: the member's points, the tasks that earn them (checked by the
// server against the member's records), what points buy, and the points history.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POINTS_REWARDS } from '@exchange/contract/welfare';
import { claimTask } from '../../api/welfare.ts';
import { usePoints, usePointsLog, useRefreshWelfare } from '../../api/welfareQueries.ts';
import { ListState } from '../../app/ListState.tsx';
import { toast } from '../../ui/Toaster.tsx';
import { Pager } from '../entrust/Pager.tsx';
import { RedeemPanel } from './RedeemPanel.tsx';
import { TaskRow } from './TaskRow.tsx';
import { WelfareFrame } from './WelfareFrame.tsx';
import { when } from './format.ts';
import styles from './welfare.module.css';

const LOG_SIZE = 10;

export default function PointsPage() {
  return (
    <WelfareFrame section="points">
      <PointsContent />
    </WelfareFrame>
  );
}

function PointsContent() {
  const { t } = useTranslation();
  const summary = usePoints();
  const [page, setPage] = useState(1);
  const log = usePointsLog(page, LOG_SIZE);
  const refresh = useRefreshWelfare();
  const [claiming, setClaiming] = useState('');

  const claim = async (code: string) => {
    setClaiming(code);
    try {
      const done = await claimTask(code);
      toast.success(t('welfare.points_credited', { points: done.points }));
      await refresh();
    } catch {
      // Shown by the transport.
    } finally {
      setClaiming('');
    }
  };

  const tasks = summary.data?.tasks ?? [];
  const rows = log.data?.records ?? [];
  return (
    <>
      <div className={styles.grid}>
        <div className={styles.card}>
          <span className={styles.muted}>{t('welfare.my_points')}</span>
          <span className={styles.figure} data-testid="points-balance">
            {summary.data ? summary.data.points : '--'}
          </span>
        </div>
        <RedeemPanel points={summary.data?.points} />
      </div>
      <h2 className={styles.section}>{t('welfare.tasks')}</h2>
      <ListState failed={t('welfare.load_failed')} isPending={summary.isPending} isError={summary.isError} count={tasks.length} refetch={summary.refetch} empty={t('welfare.no_tasks')}>
        <ul className={styles.rows}>
          {tasks.map((task) => (
            <TaskRow
              key={task.code}
              code={task.code}
              status={task.status}
              reward={t(task.repeat === 'daily' ? 'welfare.points_daily' : 'welfare.points_once', { points: task.points })}
              busy={claiming === task.code}
              onClaim={() => void claim(task.code)}
            />
          ))}
        </ul>
      </ListState>
      <h2 className={styles.section}>{t('welfare.history')}</h2>
      <ListState failed={t('welfare.load_failed')} isPending={log.isPending} isError={log.isError} count={rows.length} refetch={log.refetch} empty={t('welfare.no_history')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('welfare.time')}</th>
              <th scope="col">{t('welfare.reason')}</th>
              <th scope="col" className={styles.num}>
                {t('welfare.change')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{when(row.create_time)}</td>
                <td>{reasonText(t, row.reason)}</td>
                <td className={styles.num}>{row.change > 0 ? `+${row.change}` : row.change}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager current={log.data?.current ?? page} pages={log.data?.pages ?? 1} onPage={setPage} />
      </ListState>
      <p className={styles.muted}>{t('welfare.costs', { draw: POINTS_REWARDS.draw.points, coupon: POINTS_REWARDS.coupon.points, amount: POINTS_REWARDS.coupon.amount, coin: POINTS_REWARDS.coupon.coin })}</p>
    </>
  );
}

const reasonText = (t: (key: string) => string, reason: string) => (reason.startsWith('task:') ? t(`welfare.task.${reason.slice(5)}`) : t(`welfare.spent.${reason}`));
