// Online adverts with the merchant's figures, the price (a floating advert's live price, with its
// margin over the index), what is left, the limits and the payment kinds; each row's button opens
// the order dialog. A card per advert on a phone (cards.module.css).
import { useTranslation } from 'react-i18next';
import type { OtcAdvertRow } from '@exchange/contract/otc';
import { Button } from '../../ui/Button.tsx';
import table from '../../ui/DataTable.module.css';
import cards from './cards.module.css';
import { payKindKey } from './labels.ts';
import { AdvertPrice } from './AdvertPrice.tsx';
import styles from './otc.module.css';

export function AdvertTable({ rows, side, onTrade }: { rows: OtcAdvertRow[]; side: '1' | '2'; onTrade: (row: OtcAdvertRow) => void }) {
  const { t } = useTranslation();
  const col = { merchant: t('p2p.col.merchant'), price: t('p2p.col.price'), available: t('p2p.col.available'), limits: t('p2p.col.limits'), payment: t('p2p.col.payment'), action: t('p2p.col.action') };
  return (
    <div className={`${table.frame} ${cards.frame}`}>
      <table className={`${table.table} ${cards.cards}`} role="table">
        <caption className="sr-only">{t('p2p.market.caption')}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">{col.merchant}</th>
            <th scope="col" role="columnheader">{col.price}</th>
            <th scope="col" role="columnheader">{col.available}</th>
            <th scope="col" role="columnheader">{col.limits}</th>
            <th scope="col" role="columnheader">{col.payment}</th>
            <th scope="col" role="columnheader">
              <span className="sr-only">{col.action}</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((r) => (
            <tr key={r.id} role="row">
              <td role="cell" className={cards.lead}>
                <div className={styles.merchant}>
                  <strong>{r.merchant_name}</strong>
                  <span className={styles.muted}>{t('p2p.merchant.figures', { orders: r.completed_orders, rate: r.completion_rate })}</span>
                </div>
              </td>
              <td role="cell" data-label={col.price}>
                <AdvertPrice row={r} />
              </td>
              <td role="cell" data-label={col.available}>
                {r.remaining} {r.coin}
              </td>
              <td role="cell" data-label={col.limits}>
                {r.min_amount} – {r.max_amount} {r.fiat}
              </td>
              <td role="cell" data-label={col.payment}>
                {r.pay_kinds.map((k) => t(payKindKey(k))).join(', ')}
              </td>
              <td role="cell" className={cards.lead}>
                <Button size="sm" variant={side === '1' ? 'primary' : 'secondary'} onClick={() => onTrade(r)}>
                  {t(side === '1' ? 'p2p.action.buy_coin' : 'p2p.action.sell_coin', { coin: r.coin })}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
