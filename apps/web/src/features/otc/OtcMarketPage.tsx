// /otc/common: the P2P market. Online adverts by side, coin, currency, amount and payment kind, with
// each merchant's completed orders and completion rate; a logged-in member opens an order from a
// row (a visitor is sent to log in first).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OtcAdvertRow } from '@exchange/contract/otc';
import { useAdverts } from '../../api/otcQueries.ts';
import { ListState } from '../../app/ListState.tsx';
import { useSession } from '../../session/store.ts';
import { Pager } from '../entrust/Pager.tsx';
import { AdvertFilters, toQuery, type AdvertFilterValues } from './AdvertFilters.tsx';
import { AdvertTable } from './AdvertTable.tsx';
import { OrderDialog } from './OrderDialog.tsx';
import { OtcPage } from './OtcPage.tsx';
import styles from './otc.module.css';

export default function OtcMarketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const [filters, setFilters] = useState<AdvertFilterValues>({ side: '1', coin: 'USDT', fiat: '', amount: '', payKind: '' });
  const [page, setPage] = useState(1);
  const [trading, setTrading] = useState<OtcAdvertRow>();
  const adverts = useAdverts(toQuery(filters, page));
  const rows = adverts.data?.records ?? [];

  return (
    <OtcPage section="section.otc.common">
      <AdvertFilters
        value={filters}
        onChange={(v) => {
          setFilters(v);
          setPage(1);
        }}
      />
      <ListState failed={t('p2p.load_failed')} isPending={adverts.isPending} isError={adverts.isError} count={rows.length} refetch={adverts.refetch} empty={t('p2p.market.empty')}>
        <AdvertTable rows={rows} side={filters.side} onTrade={(row) => (loggedIn ? setTrading(row) : void navigate('/user/login'))} />
        <Pager current={adverts.data?.current ?? page} pages={adverts.data?.pages ?? 1} onPage={setPage} />
      </ListState>
      {!loggedIn && (
        <p className={styles.muted}>
          <Link to="/user/login">{t('p2p.login_to_trade')}</Link>
        </p>
      )}
      {trading && <OrderDialog advert={trading} side={filters.side} onClose={() => setTrading(undefined)} />}
    </OtcPage>
  );
}
