// The member's figures: rebate rate (their own as a KOL, or the programme's), invitees, invitees
// who traded, and the rebates paid per coin.
import { useTranslation } from 'react-i18next';
import type { InviteSummary } from '@exchange/contract/invite';
import { ratePercent } from '../account/agents/inviteLinks.ts';
import styles from './invite.module.css';

export function InviteStats({ summary }: { summary: InviteSummary }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.stats}>
      <div className={styles.stat}>
        <dt>{summary.kol ? t('invite.stat.kol_rate') : t('invite.stat.rate')}</dt>
        <dd>{ratePercent(summary.rate)}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{t('invite.stat.invitees')}</dt>
        <dd>{summary.invitees}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{t('invite.stat.traded')}</dt>
        <dd>{summary.traded}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{t('invite.stat.rebates')}</dt>
        <dd>{summary.rebates.length === 0 ? '0' : summary.rebates.map((r) => <div key={r.coin}>{`${r.amount} ${r.coin}`}</div>)}</dd>
      </div>
    </dl>
  );
}
