// The search panel's listbox: option groups (hot and suggested, or results), with a loading state
// during the typing pause, an error line, and an empty line when nothing matches.
import { useTranslation } from 'react-i18next';
import type { Ticker } from '../../api/marketMap.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { ChangeText } from '../markets/ChangeText.tsx';
import { PairName } from '../markets/PairName.tsx';
import { formatPrice } from '../../lib/displayPrice.ts';
import marketStyles from '../markets/Market.module.css';
import styles from './SearchPanel.module.css';

export interface OptionGroup {
  key: string;
  label: string;
  items: Ticker[];
}

export interface SearchOptionsProps {
  listId: string;
  label: string;
  groups: OptionGroup[];
  optionId: (n: number) => string;
  active: number;
  onHover: (n: number) => void;
  onPick: (ticker: Ticker) => void;
  state: 'waiting' | 'loading' | 'error' | 'ready';
}

export function SearchOptions({ listId, label, groups, optionId, active, onHover, onPick, state }: SearchOptionsProps) {
  const { t } = useTranslation();
  if (state === 'waiting' || state === 'loading') {
    return (
      <div id={listId} role="listbox" aria-label={label} aria-busy="true" className={styles.status}>
        <Spinner label={t('search.searching')} />
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div id={listId} role="listbox" aria-label={label} className={styles.status}>
        <p role="alert">{t('market.error')}</p>
      </div>
    );
  }
  let n = 0;
  const visible = groups.filter((group) => group.items.length > 0);
  return (
    <div id={listId} role="listbox" aria-label={label} className={styles.list}>
      {visible.length === 0 && <p className={styles.status}>{t('search.no_results')}</p>}
      {visible.map((group) => (
        <div key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`}>
          <div id={`${listId}-${group.key}`} className={styles.groupLabel} role="presentation">
            {group.label}
          </div>
          {group.items.map((ticker) => {
            const at = n++;
            return (
              <div
                key={`${ticker.kind}:${ticker.pair}`}
                id={optionId(at)}
                role="option"
                aria-selected={at === active}
                className={styles.option}
                onPointerMove={() => onHover(at)}
                onClick={() => onPick(ticker)}
              >
                <span className={marketStyles.pair}>
                  <PairName ticker={ticker} size={20} />
                </span>
                <span className={marketStyles.number}>{formatPrice(ticker.last, ticker.priceScale)}</span>
                <ChangeText change={ticker.change} />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
