// The member's open contracts: direction, stake and payout, entry price (once the first trade after
// acceptance came), seconds left, and whether it would win at the live price now. A second's tick
// drives the countdown; the row leaves when the settlement's refresh message arrives.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PulseContractRow } from '@exchange/contract/pulse';
import { secondsLeft, standing } from './contractState.ts';
import { useLivePrice } from './useLivePrice.ts';
import styles from './pulse.module.css';

const useNow = (everyMs: number) => {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};

function OpenRow({ row, now }: { row: PulseContractRow; now: number }) {
  const { t } = useTranslation();
  const price = useLivePrice(row.symbol, null);
  const left = secondsLeft(row, now);
  const state = standing(row, price);
  return (
    <tr>
      <td>{row.symbol}</td>
      <td className={row.direction === 'up' ? styles.upText : styles.downText}>{t(`pulse.direction.${row.direction}`)}</td>
      <td>{row.amount}</td>
      <td>{row.payout}</td>
      <td>{row.entryPrice ?? t('pulse.entry.waiting')}</td>
      <td>
        <span role="timer" aria-label={t('pulse.countdown.label', { seconds: left })}>
          {left > 0 ? t('pulse.countdown', { seconds: left }) : t('pulse.settling')}
        </span>
      </td>
      <td className={state === 'winning' ? styles.upText : state === 'losing' ? styles.downText : ''}>{t(`pulse.standing.${state}`)}</td>
    </tr>
  );
}

export function OpenContracts({ rows }: { rows: PulseContractRow[] }) {
  const { t } = useTranslation();
  const now = useNow(1000);
  return (
    <table className={styles.table}>
      <caption className={styles.srOnly}>{t('pulse.tab.open')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pulse.col.symbol')}</th>
          <th scope="col">{t('pulse.col.direction')}</th>
          <th scope="col">{t('pulse.col.stake')}</th>
          <th scope="col">{t('pulse.col.payout')}</th>
          <th scope="col">{t('pulse.col.entry')}</th>
          <th scope="col">{t('pulse.col.left')}</th>
          <th scope="col">{t('pulse.col.now')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <OpenRow key={row.id} row={row} now={now} />
        ))}
      </tbody>
    </table>
  );
}
