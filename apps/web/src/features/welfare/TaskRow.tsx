// One task: what to do, what it pays, and its state: a link to go and do it, a claim button once
// the server sees it done, or "claimed".
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WelfareTaskCode, WelfareTaskStatus } from '@exchange/contract/welfare';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { TASK_PATH } from './format.ts';
import styles from './welfare.module.css';

export interface TaskRowProps {
  code: WelfareTaskCode;
  status: WelfareTaskStatus;
  reward: ReactNode;
  busy: boolean;
  onClaim: () => void;
  /** False once the newcomer window has closed: nothing can be claimed any more. */
  open?: boolean;
}

export function TaskRow({ code, status, reward, busy, onClaim, open = true }: TaskRowProps) {
  const { t } = useTranslation();
  const title = t(`welfare.task.${code}`);
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{title}</span>
        <span className={styles.muted}>{reward}</span>
      </div>
      <div className={styles.actions}>
        {status === '2' && <span className={styles.done}>{t('welfare.claimed')}</span>}
        {status === '1' && open && (
          <Button size="sm" loading={busy} onClick={onClaim} aria-label={t('welfare.claim_named', { name: title })}>
            {t('welfare.claim')}
          </Button>
        )}
        {status === '0' && open && (
          <Link className={buttonClass({ variant: 'secondary', size: 'sm' })} to={TASK_PATH[code]} aria-label={t('welfare.go_named', { name: title })}>
            {t('welfare.go')}
          </Link>
        )}
        {status !== '2' && !open && <span className={styles.badge}>{t('welfare.closed')}</span>}
      </div>
    </li>
  );
}
