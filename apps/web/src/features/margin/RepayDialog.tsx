// Repay a coin's debt of the margin account from its available balance: interest first, then
// principal (the server splits it and says how). The amount starts at what is owed, or what is
// available when that is less.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Big from 'big.js';
import type { MarginAssetRow, MarginMode } from '@exchange/contract/margin';
import { useRepay } from '../../api/marginQueries.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { toast } from '../../ui/toast.ts';
import { cleanDecimal } from '../spot/orders/orderMath.ts';
import styles from './margin.module.css';

export interface RepayDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: MarginMode;
  pair: string;
  rows: readonly MarginAssetRow[];
}

const suggested = (row: MarginAssetRow | undefined) => {
  if (!row) return '';
  const owed = new Big(row.owed || '0');
  const available = new Big(row.available || '0');
  return (owed.lt(available) ? owed : available).toFixed();
};

export function RepayDialog({ open, onOpenChange, mode, pair, rows }: RepayDialogProps) {
  const { t } = useTranslation();
  const owing = rows.filter((r) => new Big(r.owed || '0').gt(0));
  const [coin, setCoin] = useState(owing[0]?.coin ?? rows[0]?.coin ?? '');
  const row = rows.find((r) => r.coin === coin);
  const [amount, setAmount] = useState(() => suggested(row));
  const repay = useRepay(mode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!(Number(amount) > 0) || repay.isPending) return;
    repay.mutate(
      { pair, coin, amount },
      {
        onSuccess: (result) => {
          toast.success(t('margin.repaid', { interest: result.interest, principal: result.principal, coin }));
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('margin.repay')} closeLabel={t('common.close')} width={440}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Select
          label={t('margin.coin')}
          value={coin}
          options={rows.map((r) => ({ value: r.coin, label: r.coin }))}
          onChange={(e) => {
            setCoin(e.target.value);
            setAmount(suggested(rows.find((r) => r.coin === e.target.value)));
          }}
        />
        <dl className={styles.quote}>
          <div>
            <dt>{t('margin.borrowed_label')}</dt>
            <dd className={styles.figure}>{row?.borrowed ?? '0'}</dd>
          </div>
          <div>
            <dt>{t('margin.interest')}</dt>
            <dd className={styles.figure}>{row?.interest ?? '0'}</dd>
          </div>
          <div>
            <dt>{t('margin.owed')}</dt>
            <dd className={styles.figure}>{row?.owed ?? '0'}</dd>
          </div>
          <div>
            <dt>{t('margin.available')}</dt>
            <dd className={styles.figure}>{row?.available ?? '0'}</dd>
          </div>
        </dl>
        <TextInput label={t('margin.amount')} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(cleanDecimal(e.target.value, 8))} hint={t('margin.repay_order')} />
        <Button type="submit" block loading={repay.isPending} disabled={!(Number(amount) > 0)}>
          {t('margin.repay_confirm')}
        </Button>
      </form>
    </Dialog>
  );
}
