// /welfare/exclusiceForNewcomers: tasks open for the first days after registering, each paying a
// trial-fund coupon, with a countdown to when they close (on the server's clock).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimNewcomer } from '../../api/welfare.ts';
import { useNewcomers, useRefreshWelfare } from '../../api/welfareQueries.ts';
import { ListState } from '../../app/ListState.tsx';
import { toast } from '../../ui/Toaster.tsx';
import { clock, timeLeft } from './countdown.ts';
import { TaskRow } from './TaskRow.tsx';
import { WelfareFrame } from './WelfareFrame.tsx';
import styles from './welfare.module.css';

export default function NewcomersPage() {
  return (
    <WelfareFrame section="newcomers">
      <NewcomersContent />
    </WelfareFrame>
  );
}

function NewcomersContent() {
  const { t } = useTranslation();
  const info = useNewcomers();
  const refresh = useRefreshWelfare();
  const [claiming, setClaiming] = useState('');

  const claim = async (code: string) => {
    setClaiming(code);
    try {
      const paid = await claimNewcomer(code);
      toast.success(t('welfare.coupon_granted', { amount: paid.amount, coin: paid.coin }));
      await refresh();
    } catch {
      // Shown by the transport.
    } finally {
      setClaiming('');
    }
  };

  const data = info.data;
  return (
    <ListState failed={t('welfare.load_failed')} isPending={info.isPending} isError={info.isError} count={data ? 1 : 0} refetch={info.refetch} empty="">
      {data && (
        <>
          <div className={styles.card}>
            <span className={styles.muted}>{data.open ? t('welfare.closes_in', { days: data.days }) : t('welfare.newcomer_closed', { days: data.days })}</span>
            {data.open && <Countdown end={data.end_time} serverNow={data.now} />}
          </div>
          <h2 className={styles.section}>{t('welfare.tasks')}</h2>
          <ul className={styles.rows}>
            {data.tasks.map((task) => (
              <TaskRow
                key={task.code}
                code={task.code}
                status={task.status}
                open={data.open}
                reward={t('welfare.coupon_reward', { amount: task.amount, coin: task.coin })}
                busy={claiming === task.code}
                onClaim={() => void claim(task.code)}
              />
            ))}
          </ul>
        </>
      )}
    </ListState>
  );
}

function Countdown({ end, serverNow }: { end: number; serverNow: number }) {
  const { t } = useTranslation();
  const [deviceAtServerNow] = useState(() => Date.now());
  const [deviceNow, setDeviceNow] = useState(deviceAtServerNow);
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(end, serverNow, deviceAtServerNow, deviceNow);
  // The ticking figure is hidden from screen readers (it would be read every second); the label says it once.
  return (
    <span className={styles.countdown} role="timer" aria-label={t('welfare.time_left', { days: left.days, time: clock(left) })}>
      <span aria-hidden="true">{t('welfare.time_left', { days: left.days, time: clock(left) })}</span>
    </span>
  );
}
