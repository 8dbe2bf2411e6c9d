// /finance/investment/investment: savings products per coin (public), and for a member their
// earnings, holdings and history, with subscribe and redeem. Interest is accrued by the server's
// daily job; every figure is shown as the server sent it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { FinanceHolding, FinanceProduct } from '@exchange/contract/finance';
import { useFinanceHistory, useFinanceHoldings, useFinanceProducts, useRefreshFinance } from '../../api/financeQueries.ts';
import { ListState } from '../../app/ListState.tsx';
import { loginPathFor } from '../../app/loginRedirect.ts';
import { useSession } from '../../session/store.ts';
import { OfflineNotice } from '../../ui/OfflineNotice.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { Pager } from '../entrust/Pager.tsx';
import { EarningsSummary } from './EarningsSummary.tsx';
import { heldIn } from './financeRules.ts';
import { HistoryTable } from './HistoryTable.tsx';
import { HoldingsTable } from './HoldingsTable.tsx';
import { ProductCard } from './ProductCard.tsx';
import { RedeemDialog } from './RedeemDialog.tsx';
import { SubscribeDialog } from './SubscribeDialog.tsx';
import styles from './finance.module.css';

const HISTORY_SIZE = 10;

function MemberPart({ onRedeem }: { onRedeem: (h: FinanceHolding) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const holdings = useFinanceHoldings();
  const history = useFinanceHistory(page, HISTORY_SIZE);
  const rows = holdings.data?.records ?? [];
  // When the list was read: a fixed holding's redeem button opens from its maturity.
  const now = holdings.dataUpdatedAt;
  return (
    <>
      <h2 className={styles.subtitle}>{t('finance.my_savings')}</h2>
      <EarningsSummary earnings={holdings.data?.earnings ?? []} />
      <ListState failed={t('finance.load_failed')} isPending={holdings.isPending} isError={holdings.isError} count={rows.length} refetch={holdings.refetch} empty={t('finance.no_holdings')}>
        <HoldingsTable rows={rows} now={now} onRedeem={onRedeem} />
      </ListState>
      <h2 className={styles.subtitle}>{t('finance.history')}</h2>
      <ListState failed={t('finance.load_failed')} isPending={history.isPending} isError={history.isError} count={history.data?.records.length ?? 0} refetch={history.refetch} empty={t('finance.no_history')}>
        <HistoryTable rows={history.data?.records ?? []} />
        <Pager current={history.data?.current ?? page} pages={history.data?.pages ?? 1} onPage={setPage} />
      </ListState>
    </>
  );
}

export default function FinancePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const products = useFinanceProducts();
  const holdings = useFinanceHoldings();
  const refresh = useRefreshFinance();
  const [subscribing, setSubscribing] = useState<FinanceProduct | null>(null);
  const [redeeming, setRedeeming] = useState<FinanceHolding | null>(null);
  const list = products.data ?? [];
  const done = () => {
    setSubscribing(null);
    setRedeeming(null);
    void refresh();
  };
  return (
    <PageSection title={t('section.finance.investment.title')} subtitle={t('finance.lead')}>
      <OfflineNotice message={t('finance.offline')} />
      <h2 className={styles.subtitle}>{t('finance.products')}</h2>
      <ListState failed={t('finance.load_failed')} isPending={products.isPending} isError={products.isError} count={list.length} refetch={products.refetch} empty={t('finance.no_products')}>
        <div className={styles.grid}>
          {list.map((p) => (
            <ProductCard key={p.id} product={p} loggedIn={loggedIn} onSubscribe={() => setSubscribing(p)} />
          ))}
        </div>
      </ListState>
      {loggedIn ? (
        <MemberPart onRedeem={setRedeeming} />
      ) : (
        <p className={styles.prompt}>
          <Link to={loginPathFor(pathname)}>{t('finance.login_prompt')}</Link>
        </p>
      )}
      {subscribing && <SubscribeDialog product={subscribing} held={heldIn(subscribing, holdings.data?.records ?? [])} onClose={() => setSubscribing(null)} onDone={done} />}
      {redeeming && <RedeemDialog holding={redeeming} onClose={() => setRedeeming(null)} onDone={done} />}
    </PageSection>
  );
}
