// The coin table's own controls: search by coin, hide zero balances, and the valuation currency
// of the value column (spec §3 table search: coin_name, valuation_type / rate / code).
import { useTranslation } from 'react-i18next';
import { useCurrencyRates } from '../../api/queries.ts';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { controlClass } from '../../ui/Field.tsx';
import { useWalletDisplay, DEFAULT_TABLE_SEARCH } from './walletDisplay.ts';
import styles from './wallet.module.css';

export function CoinToolbar() {
  const { t } = useTranslation();
  const search = useWalletDisplay((s) => s.tableSearch);
  const setSearch = useWalletDisplay((s) => s.setTableSearch);
  const hideZero = useWalletDisplay((s) => s.hideZero);
  const setHideZero = useWalletDisplay((s) => s.setHideZero);
  const rates = useCurrencyRates().data ?? [];
  const options = rates.some((r) => r.exchange_value === DEFAULT_TABLE_SEARCH.valuation_type)
    ? rates
    : [{ exchange_value: 'USD', quote_currency: '$', exchange_code: 'USD', rate: '1' }, ...rates];

  const chooseValuation = (value: string) => {
    const option = options.find((o) => o.exchange_value === value);
    if (option) setSearch({ valuation_type: option.exchange_value, valuation_rate: option.rate, valuation_code: option.quote_currency });
  };

  return (
    <div className={styles.toolbar}>
      <input
        type="search"
        className={`${controlClass} ${styles.search}`}
        placeholder={t('wallet.search_coin')}
        aria-label={t('wallet.search_coin')}
        value={search.coin_name}
        onChange={(e) => setSearch({ coin_name: e.target.value })}
      />
      <select
        className={`${controlClass} ${styles.compact}`}
        aria-label={t('wallet.valuation')}
        value={search.valuation_type}
        onChange={(e) => chooseValuation(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.exchange_value} value={o.exchange_value}>
            {o.exchange_value}
          </option>
        ))}
      </select>
      <Checkbox label={t('wallet.hide_zero')} checked={hideZero} onChange={(e) => setHideZero(e.target.checked)} />
    </div>
  );
}
