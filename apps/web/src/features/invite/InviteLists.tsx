// The member's invitees (masked, with whether they traded and what they brought) and the rebates
// paid, each paged, in two tabs.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinAmount } from '@exchange/contract/account';
import type { InviteeStatusRow, RebateRow } from '@exchange/contract/invite';
import { useInvitees, useRebates } from '../../api/inviteQueries.ts';
import { ListState } from '../../app/ListState.tsx';
import { useFormatTime } from '../../i18n/dateTime.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { Pager } from '../entrust/Pager.tsx';
import { ratePercent } from '../account/agents/inviteLinks.ts';
import styles from './invite.module.css';

const SIZE = 10;

const Amounts = ({ amounts }: { amounts: readonly CoinAmount[] }) => (amounts.length === 0 ? <span className={styles.muted}>0</span> : <>{amounts.map((a) => <div key={a.coin}>{`${a.amount} ${a.coin}`}</div>)}</>);

function InviteeTable({ rows }: { rows: readonly InviteeStatusRow[] }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  return (
    <div className={styles.frame}>
      <table className={styles.table} aria-label={t('invite.invitees')}>
        <thead>
          <tr>
            <th scope="col">{t('invite.column.account')}</th>
            <th scope="col">{t('invite.column.registered')}</th>
            <th scope="col">{t('invite.column.status')}</th>
            <th scope="col" className={styles.num}>{t('invite.column.rebates')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.uid}>
              <td>{r.account}</td>
              <td className={styles.nowrap}>{formatTime(r.create_time)}</td>
              <td className={styles.nowrap}>{t(`invite.status.${r.status}`)}</td>
              <td className={styles.num}>
                <Amounts amounts={r.rebates} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RebateTable({ rows }: { rows: readonly RebateRow[] }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  return (
    <div className={styles.frame}>
      <table className={styles.table} aria-label={t('invite.rebates')}>
        <thead>
          <tr>
            <th scope="col">{t('invite.column.time')}</th>
            <th scope="col">{t('invite.column.account')}</th>
            <th scope="col" className={styles.num}>{t('invite.column.fee')}</th>
            <th scope="col" className={styles.num}>{t('invite.column.rate')}</th>
            <th scope="col" className={styles.num}>{t('invite.column.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className={styles.nowrap}>{formatTime(r.create_time)}</td>
              <td>{r.invitee}</td>
              <td className={styles.num}>{`${r.fee} ${r.coin}`}</td>
              <td className={styles.num}>{ratePercent(r.rate)}</td>
              <td className={styles.num}>{`${r.amount} ${r.coin}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Invitees() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useInvitees(page, SIZE);
  const rows = list.data?.records ?? [];
  return (
    <ListState failed={t('invite.load_failed')} isPending={list.isPending} isError={list.isError} count={rows.length} refetch={list.refetch} empty={t('invite.no_invitees')}>
      <InviteeTable rows={rows} />
      <Pager current={list.data?.current ?? page} pages={list.data?.pages ?? 1} onPage={setPage} />
    </ListState>
  );
}

function Rebates() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useRebates(page, SIZE);
  const rows = list.data?.records ?? [];
  return (
    <ListState failed={t('invite.load_failed')} isPending={list.isPending} isError={list.isError} count={rows.length} refetch={list.refetch} empty={t('invite.no_rebates')}>
      <RebateTable rows={rows} />
      <Pager current={list.data?.current ?? page} pages={list.data?.pages ?? 1} onPage={setPage} />
    </ListState>
  );
}

export function InviteLists() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'invitees' | 'rebates'>('invitees');
  return (
    <Tabs
      label={t('invite.lists')}
      value={tab}
      onValueChange={setTab}
      items={[
        { value: 'invitees', label: t('invite.invitees'), content: <Invitees /> },
        { value: 'rebates', label: t('invite.rebates'), content: <Rebates /> },
      ]}
    />
  );
}
