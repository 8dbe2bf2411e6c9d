// /introduce/contract: the specification of every perpetual contract: type, quote and settlement
// coin, leverage caps (isolated part_cou, cross full_cou), fees, steps and minimum amount.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useContractMarkets, usePairRulesOf } from '../../api/marketQueries.ts';
import type { PairRules } from '../../api/marketMap.ts';
import { CoinIcon } from '../../ui/CoinIcon.tsx';
import { tradePath } from '../markets/tradePath.ts';
import { useChooseTrade } from '../markets/useOpenTrade.ts';
import { IntroduceLayout, LoadState } from './IntroduceLayout.tsx';
import { feePercent, leverageCap, settlementCoin, stepOf } from './rules.ts';
import styles from './Introduce.module.css';

const specsOf = (rules: PairRules, t: TFunction) =>
  [
    ['introduce.spec.type', t(`introduce.type.${rules.kind}`)],
    ['introduce.spec.quote', rules.quote],
    ['introduce.spec.settlement', settlementCoin(rules)],
    ['introduce.spec.isolated', leverageCap(rules.isolatedLeverage)],
    ['introduce.spec.cross', leverageCap(rules.crossLeverage)],
    ['introduce.maker_fee', feePercent(rules.buyFee)],
    ['introduce.taker_fee', feePercent(rules.sellFee)],
    ['introduce.price_step', stepOf(rules.priceScale)],
    ['introduce.amount_step', stepOf(rules.amountScale)],
    ['introduce.min_amount', `${rules.minAmount || '--'} ${rules.base}`],
  ] as const;

export default function ContractSpecsPage() {
  const { t } = useTranslation();
  const contracts = useContractMarkets();
  const rules = usePairRulesOf(contracts.data ?? []);
  const chooseTrade = useChooseTrade();
  return (
    <IntroduceLayout title={t('section.introduce.contract.title')} subtitle={t('introduce.contract.subtitle')}>
      <LoadState
        isPending={contracts.isPending || rules.isPending}
        isError={contracts.isError || rules.isError}
        isEmpty={rules.data.length === 0}
        onRetry={() => (contracts.isError ? void contracts.refetch() : rules.refetch())}
      >
        <ul className={styles.cards}>
          {rules.data.map((contract) => {
            const id = `contract-${contract.kind}-${contract.base}-${contract.quote}`;
            return (
              <li key={id} className={styles.card} aria-labelledby={id}>
                <div className={styles.cardHead}>
                  <CoinIcon src={contract.icon} coin={contract.base} size={32} />
                  <h2 id={id} className={styles.cardTitle}>
                    {contract.pair} {t(`market.kind_short.${contract.kind}`)}
                  </h2>
                </div>
                <dl className={styles.specs}>
                  {specsOf(contract, t).map(([label, value]) => (
                    <div key={label}>
                      <dt>{t(label)}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
                <Link to={tradePath(contract)} onClick={() => chooseTrade(contract)} className={styles.chip}>
                  {t('introduce.trade', { pair: contract.pair })}
                </Link>
              </li>
            );
          })}
        </ul>
      </LoadState>
    </IntroduceLayout>
  );
}
