// Spot or margin on the exchange page: the deal type the menu sets (spec §4: cash or pry), also
// switchable here so a member who came from another link can trade on margin without the menu.
import { useTranslation } from 'react-i18next';
import { useTradeType } from '../../app/tradeType.ts';
import { Segmented } from '../../ui/Segmented.tsx';
import styles from './margin.module.css';

export function DealSwitch() {
  const { t } = useTranslation();
  const dealType = useTradeType((s) => s.dealType);
  const choose = useTradeType((s) => s.choose);
  return (
    <div className={styles.dealSwitch}>
      <Segmented
        label={t('margin.deal_type')}
        value={dealType}
        options={[
          { value: 'cash', label: t('margin.deal.spot') },
          { value: 'pry', label: t('margin.deal.margin') },
        ]}
        onChange={(value) => choose({ dealType: value })}
      />
    </div>
  );
}
