// The merchant's adverts with their state and what it may do: pause, put online, edit while
// paused, close for good; and the button for a new one. A floating advert shows its live price and
// its margin over the index. A card per advert on a phone (otc/cards.module.css).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OtcAdvertRow } from '@exchange/contract/otc';
import { setAdvertStatus } from '../../api/otc.ts';
import { otcKeys, useMyAdverts } from '../../api/otcQueries.ts';
import { ListState } from '../../app/ListState.tsx';
import { Button } from '../../ui/Button.tsx';
import table from '../../ui/DataTable.module.css';
import { toast } from '../../ui/Toaster.tsx';
import { Pager } from '../entrust/Pager.tsx';
import { AdvertPrice } from '../otc/AdvertPrice.tsx';
import cards from '../otc/cards.module.css';
import styles from '../otc/otc.module.css';
import { AdvertForm } from './AdvertForm.tsx';

export function MerchantAdverts() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const adverts = useMyAdverts(page, true);
  const [editing, setEditing] = useState<OtcAdvertRow | null>();
  const rows = adverts.data?.records ?? [];
  const col = { direction: t('p2p.advert.direction'), price: t('p2p.col.price'), available: t('p2p.col.available'), limits: t('p2p.col.limits'), status: t('p2p.col.status'), action: t('p2p.col.action') };
  const change = async (row: OtcAdvertRow, status: '0' | '1' | '2') => {
    try {
      await setAdvertStatus(row.id, status);
      toast.success(t('p2p.advert.saved'));
      await client.invalidateQueries({ queryKey: otcKeys.all });
    } catch {
      // Shown by the transport.
    }
  };
  return (
    <section className={styles.card} aria-labelledby="my-adverts">
      <div className={styles.head}>
        <h2 id="my-adverts" className={styles.title}>
          {t('p2p.advert.mine')}
        </h2>
        <Button size="sm" onClick={() => setEditing(null)}>
          {t('p2p.advert.new')}
        </Button>
      </div>
      <ListState failed={t('p2p.load_failed')} isPending={adverts.isPending} isError={adverts.isError} count={rows.length} refetch={adverts.refetch} empty={t('p2p.advert.none')}>
        <div className={`${table.frame} ${cards.frame}`}>
          <table className={`${table.table} ${cards.cards}`} role="table">
            <caption className="sr-only">{t('p2p.advert.mine')}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">{col.direction}</th>
                <th scope="col" role="columnheader">{col.price}</th>
                <th scope="col" role="columnheader">{col.available}</th>
                <th scope="col" role="columnheader">{col.limits}</th>
                <th scope="col" role="columnheader">{col.status}</th>
                <th scope="col" role="columnheader">{col.action}</th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {rows.map((r) => (
                <tr key={r.id} role="row">
                  <td role="cell" data-label={col.direction} className={r.direction === '2' ? styles.sell : styles.buy}>
                    {t(r.direction === '2' ? 'p2p.advert.i_sell' : 'p2p.advert.i_buy')} {r.coin}
                  </td>
                  <td role="cell" data-label={col.price}>
                    <AdvertPrice row={r} />
                  </td>
                  <td role="cell" data-label={col.available}>
                    {r.remaining} / {r.total} {r.coin}
                  </td>
                  <td role="cell" data-label={col.limits}>
                    {r.min_amount} – {r.max_amount}
                  </td>
                  <td role="cell" data-label={col.status}>
                    {t(`p2p.advert.status_${r.status}`)}
                  </td>
                  <td role="cell" className={cards.lead}>
                    <div className={styles.links}>
                      {r.status === '1' && (
                        <Button size="sm" variant="secondary" onClick={() => void change(r, '0')}>
                          {t('p2p.advert.pause')}
                        </Button>
                      )}
                      {r.status === '0' && (
                        <>
                          <Button size="sm" onClick={() => void change(r, '1')}>
                            {t('p2p.advert.resume')}
                          </Button>
                          <Button size="sm" variant="secondary" onClick={() => setEditing(r)}>
                            {t('p2p.advert.edit')}
                          </Button>
                        </>
                      )}
                      {r.status !== '2' && (
                        <Button size="sm" variant="ghost" onClick={() => void change(r, '2')}>
                          {t('p2p.advert.close')}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager current={adverts.data?.current ?? page} pages={adverts.data?.pages ?? 1} onPage={setPage} />
      </ListState>
      {editing !== undefined && <AdvertForm editing={editing} onClose={() => setEditing(undefined)} />}
    </section>
  );
}
