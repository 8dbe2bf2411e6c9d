// The filter row of the spot order page: pair (pairs the member has orders in), side, order type,
// status (history only) and a date range. Any change goes back to the first page (the page's job).
import { useTranslation } from 'react-i18next';
import { SPOT_ORDER_TYPES, type EntrustWhen, type SpotOrderType } from '@exchange/contract/spot';
import { useEntrustPairs } from '../../api/spotQueries.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { HISTORY_STATUSES, NO_FILTERS, type EntrustFilters } from './entrustFilters.ts';
import styles from './EntrustPage.module.css';

export interface EntrustFiltersBarProps {
  when: EntrustWhen;
  filters: EntrustFilters;
  onChange: (filters: EntrustFilters) => void;
  /** The pairs to choose from, when not the member's spot pairs (margin: the pairs open to it). */
  pairs?: readonly string[] | undefined;
  /** The order types to choose from (margin offers limit and market). */
  types?: readonly SpotOrderType[] | undefined;
}

export function EntrustFiltersBar({ when, filters, onChange, pairs: givenPairs, types = SPOT_ORDER_TYPES }: EntrustFiltersBarProps) {
  const { t } = useTranslation();
  const spotPairs = useEntrustPairs(!givenPairs).data ?? [];
  const pairs = givenPairs ?? spotPairs;
  const set = <K extends keyof EntrustFilters>(key: K) => (value: string) => onChange({ ...filters, [key]: value });
  const all = t('entrust.filter.all');

  return (
    <div className={styles.filters} role="search" aria-label={t('entrust.filter.label')}>
      <Select label={t('entrust.column.pair')} placeholder={all} value={filters.pair} options={pairs.map((pair) => ({ value: pair, label: pair }))} onChange={(e) => set('pair')(e.target.value)} />
      <Select
        label={t('entrust.column.side')}
        placeholder={all}
        value={filters.direction}
        options={[
          { value: '1', label: t('spot.order.side.buy') },
          { value: '2', label: t('spot.order.side.sell') },
        ]}
        onChange={(e) => set('direction')(e.target.value)}
      />
      <Select
        label={t('entrust.column.type')}
        placeholder={all}
        value={filters.entrustType}
        options={types.map((type) => ({ value: type, label: t(`spot.order.type.${type}`) }))}
        onChange={(e) => set('entrustType')(e.target.value)}
      />
      {when === 'history' && (
        <Select
          label={t('entrust.column.status')}
          placeholder={all}
          value={filters.status}
          options={HISTORY_STATUSES.map(({ value, key }) => ({ value, label: t(key) }))}
          onChange={(e) => set('status')(e.target.value)}
        />
      )}
      <TextInput type="date" label={t('entrust.filter.from')} value={filters.from} max={filters.to || undefined} onChange={(e) => set('from')(e.target.value)} />
      <TextInput type="date" label={t('entrust.filter.to')} value={filters.to} min={filters.from || undefined} onChange={(e) => set('to')(e.target.value)} />
      <Button variant="secondary" className={styles.reset} onClick={() => onChange(NO_FILTERS)}>
        {t('entrust.filter.reset')}
      </Button>
    </div>
  );
}
