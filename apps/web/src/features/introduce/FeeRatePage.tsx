// /introduce/rate: the fees and order rules of every spot pair (open/transaction/xh/all) and every
// contract (open/getContract, then open/transaction/{ubw|bbw}/{PAIR} for each).
import { useTranslation } from 'react-i18next';
import { useContractMarkets, usePairRulesOf, useSpotPairRules } from '../../api/marketQueries.ts';
import { FeeTable } from './FeeTable.tsx';
import { IntroduceLayout, LoadState } from './IntroduceLayout.tsx';
import styles from './Introduce.module.css';

export default function FeeRatePage() {
  const { t } = useTranslation();
  const spot = useSpotPairRules();
  const contracts = useContractMarkets();
  const contractRules = usePairRulesOf(contracts.data ?? []);
  return (
    <IntroduceLayout title={t('section.introduce.rate.title')} subtitle={t('introduce.rate.subtitle')}>
      <section aria-labelledby="fees-spot" className={styles.block}>
        <h2 id="fees-spot" className={styles.heading}>
          {t('market.tab.spot')}
        </h2>
        <LoadState isPending={spot.isPending} isError={spot.isError} isEmpty={!spot.data?.length} onRetry={() => void spot.refetch()}>
          <FeeTable label={t('market.tab.spot')} rows={spot.data ?? []} />
        </LoadState>
      </section>
      <section aria-labelledby="fees-futures" className={styles.block}>
        <h2 id="fees-futures" className={styles.heading}>
          {t('introduce.futures')}
        </h2>
        <LoadState
          isPending={contracts.isPending || contractRules.isPending}
          isError={contracts.isError || contractRules.isError}
          isEmpty={contractRules.data.length === 0}
          onRetry={() => (contracts.isError ? void contracts.refetch() : contractRules.refetch())}
        >
          <FeeTable label={t('introduce.futures')} rows={contractRules.data} />
        </LoadState>
      </section>
    </IntroduceLayout>
  );
}
