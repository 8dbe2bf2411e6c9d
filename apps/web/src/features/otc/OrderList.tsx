// A page of P2P orders (the member's, or the merchant's), filtered by status; a row opens the order.
// A card per order on a phone (cards.module.css).
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOtcOrders } from '../../api/otcQueries.ts';
import { ListState } from '../../app/ListState.tsx';
import { Select } from '../../ui/Select.tsx';
import table from '../../ui/DataTable.module.css';
import cards from './cards.module.css';
import { Pager } from '../entrust/Pager.tsx';
import { orderStatusKey } from './labels.ts';
import styles from './otc.module.css';

export function OrderList({ who, base }: { who: 'member' | 'merchant'; base: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const orders = useOtcOrders(who, page, status);
  const rows = orders.data?.records ?? [];
  const col = {
    order: t('p2p.col.order'),
    side: t('p2p.col.side'),
    amount: t('p2p.col.amount'),
    total: t('p2p.col.total'),
    merchant: t('p2p.col.merchant'),
    status: t('p2p.col.status'),
    time: t('p2p.col.time'),
  };
  return (
    <>
      <div className={styles.filters}>
        <Select
          label={t('p2p.filter.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
          options={[{ value: '', label: t('p2p.filter.all') }, ...['1', '2', '3', '4'].map((s) => ({ value: s, label: t(orderStatusKey(s)) }))]}
        />
      </div>
      <ListState failed={t('p2p.load_failed')} isPending={orders.isPending} isError={orders.isError} count={rows.length} refetch={orders.refetch} empty={t('p2p.orders.empty')}>
        <div className={`${table.frame} ${cards.frame}`}>
          <table className={`${table.table} ${cards.cards}`} role="table">
            <caption className="sr-only">{t('p2p.orders.caption')}</caption>
            <thead role="rowgroup">
              <tr role="row">
                {Object.values(col).map((name) => (
                  <th key={name} scope="col" role="columnheader">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {rows.map((r) => (
                <tr key={r.id} role="row">
                  <td role="cell" data-label={col.order}>
                    <Link to={`${base}?id=${r.id}`}>{r.order_code}</Link>
                  </td>
                  <td role="cell" data-label={col.side} className={r.type === '1' ? styles.buy : styles.sell}>
                    {t(r.type === '1' ? 'p2p.side.buy' : 'p2p.side.sell')}
                  </td>
                  <td role="cell" data-label={col.amount}>
                    {r.coin_cou} {r.coin_symbol}
                  </td>
                  <td role="cell" data-label={col.total}>
                    {r.fiat_currency_amount} {r.fiat_currency}
                  </td>
                  <td role="cell" data-label={col.merchant}>
                    {r.merchant_name}
                  </td>
                  <td role="cell" data-label={col.status}>
                    <span>
                      {t(orderStatusKey(r.order_status))}
                      {r.appeal_status === '1' && <span className={styles.muted}> · {t('p2p.appeal.in_appeal')}</span>}
                    </span>
                  </td>
                  <td role="cell" data-label={col.time}>
                    {new Date(r.order_time).toLocaleString()}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager current={orders.data?.current ?? page} pages={orders.data?.pages ?? 1} onPage={setPage} />
      </ListState>
    </>
  );
}
