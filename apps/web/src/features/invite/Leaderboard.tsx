// The inviters with the most invitees (public, masked) and the USDT rebates they were paid.
import { useTranslation } from 'react-i18next';
import { useLeaderboard } from '../../api/inviteQueries.ts';
import { ListState } from '../../app/ListState.tsx';
import styles from './invite.module.css';

export function Leaderboard() {
  const { t } = useTranslation();
  const board = useLeaderboard();
  const rows = board.data ?? [];
  return (
    <section aria-labelledby="invite-leaderboard">
      <h2 id="invite-leaderboard" className={styles.subtitle}>
        {t('invite.leaderboard')}
      </h2>
      <ListState failed={t('invite.load_failed')} isPending={board.isPending} isError={board.isError} count={rows.length} refetch={board.refetch} empty={t('invite.no_leaders')}>
        <div className={styles.frame}>
          <table className={styles.table} aria-label={t('invite.leaderboard')}>
            <thead>
              <tr>
                <th scope="col">{t('invite.column.rank')}</th>
                <th scope="col">{t('invite.column.account')}</th>
                <th scope="col" className={styles.num}>{t('invite.column.invitees')}</th>
                <th scope="col" className={styles.num}>{t('invite.column.rebate_usdt')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.rank}>
                  <td>{r.rank}</td>
                  <td>{r.account}</td>
                  <td className={styles.num}>{r.invitees}</td>
                  <td className={styles.num}>{r.rebate_usdt}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
    </section>
  );
}
