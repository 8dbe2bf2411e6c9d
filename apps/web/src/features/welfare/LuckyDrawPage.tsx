// /welfare/luckyDraw: draw chances bought with points, the published odds, the draw itself (made
// and paid by the server: the prize lands in the spot account), the member's draws, and the public
// feed of recent wins (accounts masked by the server).
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DrawRow } from '@exchange/contract/welfare';
import { playDraw } from '../../api/welfare.ts';
import { useDrawInfo, useDrawWins, useMyDraws, useRefreshWelfare } from '../../api/welfareQueries.ts';
import { ListState } from '../../app/ListState.tsx';
import { Button } from '../../ui/Button.tsx';
import { WelfareFrame } from './WelfareFrame.tsx';
import { when } from './format.ts';
import styles from './welfare.module.css';

export default function LuckyDrawPage() {
  return (
    <WelfareFrame section="lucky_draw" open={<WinsFeed />}>
      <DrawContent />
    </WelfareFrame>
  );
}

function DrawContent() {
  const { t } = useTranslation();
  const info = useDrawInfo();
  const mine = useMyDraws();
  const refresh = useRefreshWelfare();
  const [busy, setBusy] = useState(false);
  const [won, setWon] = useState<DrawRow>();

  const draw = async () => {
    setBusy(true);
    try {
      setWon(await playDraw());
      await refresh();
    } catch {
      // Shown by the transport.
    } finally {
      setBusy(false);
    }
  };

  const data = info.data;
  const rows = mine.data ?? [];
  return (
    <>
      <ListState failed={t('welfare.load_failed')} isPending={info.isPending} isError={info.isError} count={data ? 1 : 0} refetch={info.refetch} empty="">
        {data && (
          <div className={styles.grid}>
            <div className={styles.card}>
              <span className={styles.muted}>{t('welfare.chances')}</span>
              <span className={styles.figure} data-testid="draw-chances">
                {data.chances}
              </span>
              <span className={styles.muted}>{t('welfare.chance_cost', { points: data.cost })}</span>
              <div className={styles.actions}>
                <Button loading={busy} disabled={data.chances < 1 || !data.open} onClick={() => void draw()}>
                  {t('welfare.draw_now')}
                </Button>
                <Link to="/welfare/integratingActivity">{t('welfare.get_chances')}</Link>
              </div>
              {!data.open && <span className={styles.muted}>{t('welfare.budget_refill')}</span>}
              <p className={styles.result} role="status" aria-live="polite">
                {won ? t('welfare.you_won', { amount: won.amount, coin: won.coin }) : ''}
              </p>
              {won && <Link to="/account/wallet/assets">{t('welfare.see_wallet')}</Link>}
            </div>
            <div className={styles.card}>
              <span className={styles.muted}>{t('welfare.odds')}</span>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('welfare.prize')}</th>
                    <th scope="col" className={styles.num}>
                      {t('welfare.chance')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.prizes.map((p) => (
                    <tr key={p.code}>
                      <td>
                        {p.amount} {p.coin}
                      </td>
                      <td className={styles.num}>{p.odds}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <span className={styles.muted}>{t('welfare.budget_left', { amount: data.budget, coin: data.budget_coin })}</span>
            </div>
          </div>
        )}
      </ListState>
      <h2 className={styles.section}>{t('welfare.my_draws')}</h2>
      <ListState failed={t('welfare.load_failed')} isPending={mine.isPending} isError={mine.isError} count={rows.length} refetch={mine.refetch} empty={t('welfare.no_draws')}>
        <ul className={styles.rows}>
          {rows.map((row) => (
            <li key={row.id} className={styles.row}>
              <span className={styles.rowTitle}>
                {row.amount} {row.coin}
              </span>
              <span className={styles.muted}>{when(row.create_time)}</span>
            </li>
          ))}
        </ul>
      </ListState>
    </>
  );
}

function WinsFeed() {
  const { t } = useTranslation();
  const wins = useDrawWins();
  const rows = wins.data ?? [];
  return (
    <>
      <h2 className={styles.section}>{t('welfare.recent_wins')}</h2>
      <ListState failed={t('welfare.load_failed')} isPending={wins.isPending} isError={wins.isError} count={rows.length} refetch={wins.refetch} empty={t('welfare.no_wins')}>
        <ul className={styles.rows}>
          {rows.map((row, i) => (
            <li key={`${row.create_time}-${i}`} className={styles.row}>
              <span>{row.account}</span>
              <span className={styles.rowTitle}>
                {row.amount} {row.coin}
              </span>
              <span className={styles.muted}>{when(row.create_time)}</span>
            </li>
          ))}
        </ul>
      </ListState>
    </>
  );
}
