// The advert list's filters: side, coin, currency, an amount the advert must admit, a payment kind.
import { useTranslation } from 'react-i18next';
import type { AdvertQuery } from '@exchange/contract/otc';
import { OTC_COINS, OTC_FIATS, PAYMENT_KINDS } from '@exchange/contract/otc';
import { Segmented } from '../../ui/Segmented.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { payKindKey } from './labels.ts';
import styles from './otc.module.css';

export interface AdvertFilterValues {
  side: '1' | '2';
  coin: string;
  fiat: string;
  amount: string;
  payKind: string;
}

export const toQuery = (f: AdvertFilterValues, current: number): AdvertQuery => ({
  current,
  size: 10,
  side: f.side,
  ...(f.coin ? { coin: f.coin as never } : {}),
  ...(f.fiat ? { fiat: f.fiat as never } : {}),
  ...(/^\d+(\.\d{1,2})?$/.test(f.amount) ? { amount: f.amount } : {}),
  ...(f.payKind ? { payKind: f.payKind as never } : {}),
});

export function AdvertFilters({ value, onChange }: { value: AdvertFilterValues; onChange: (v: AdvertFilterValues) => void }) {
  const { t } = useTranslation();
  const set = (patch: Partial<AdvertFilterValues>) => onChange({ ...value, ...patch });
  return (
    <>
      <div className={styles.sideBar}>
        <Segmented
          label={t('p2p.filter.side')}
          value={value.side}
          options={[
            { value: '1', label: t('p2p.side.buy') },
            { value: '2', label: t('p2p.side.sell') },
          ]}
          onChange={(side) => set({ side })}
        />
      </div>
      <div className={styles.filters}>
        <Select label={t('p2p.filter.coin')} value={value.coin} onChange={(e) => set({ coin: e.target.value })} options={[{ value: '', label: t('p2p.filter.all') }, ...OTC_COINS.map((c) => ({ value: c, label: c }))]} />
        <Select label={t('p2p.filter.fiat')} value={value.fiat} onChange={(e) => set({ fiat: e.target.value })} options={[{ value: '', label: t('p2p.filter.all') }, ...OTC_FIATS.map((c) => ({ value: c, label: c }))]} />
        <TextInput label={t('p2p.filter.amount')} inputMode="decimal" value={value.amount} onChange={(e) => set({ amount: e.target.value.trim() })} />
        <Select
          label={t('p2p.filter.pay_kind')}
          value={value.payKind}
          onChange={(e) => set({ payKind: e.target.value })}
          options={[{ value: '', label: t('p2p.filter.all') }, ...PAYMENT_KINDS.map((k) => ({ value: k, label: t(payKindKey(k)) }))]}
        />
      </div>
    </>
  );
}
