// Moves funds between the spot account and the margin account the page trades on (wallet/trans;
// the isolated account is named by the pair). The server refuses a move out that would take the
// level below the borrow level, in its own words.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pairToPath } from '@exchange/contract/format-pair';
import type { MarginMode } from '@exchange/contract/margin';
import { useRefreshMargin } from '../../api/marginQueries.ts';
import { useTransfer } from '../../api/walletQueries.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { toast } from '../../ui/toast.ts';
import { cleanDecimal } from '../spot/orders/orderMath.ts';
import styles from './margin.module.css';

export interface MarginTransferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: MarginMode;
  pair: string;
  coins: readonly string[];
}

type Way = 'in' | 'out';

export function MarginTransferDialog({ open, onOpenChange, mode, pair, coins }: MarginTransferDialogProps) {
  const { t } = useTranslation();
  const [way, setWay] = useState<Way>('in');
  const [coin, setCoin] = useState(coins[coins.length - 1] ?? '');
  const [amount, setAmount] = useState('');
  const transfer = useTransfer();
  const refresh = useRefreshMargin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!(Number(amount) > 0) || transfer.isPending) return;
    const [fromType, toType] = way === 'in' ? (['1', '3'] as const) : (['3', '1'] as const);
    transfer.mutate(
      { fromType, toType, coin, amount, ...(mode === 'fixed' ? { symbolName: pairToPath(pair) } : {}) },
      {
        onSuccess: () => {
          toast.success(t('margin.transferred'));
          setAmount('');
          void refresh();
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('margin.transfer')} closeLabel={t('common.close')} width={440}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Segmented
          label={t('margin.transfer_way')}
          value={way}
          options={[
            { value: 'in', label: t('margin.transfer_in') },
            { value: 'out', label: t('margin.transfer_out') },
          ]}
          onChange={setWay}
        />
        <Select label={t('margin.coin')} value={coin} options={coins.map((c) => ({ value: c, label: c }))} onChange={(e) => setCoin(e.target.value)} />
        <TextInput label={t('margin.amount')} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(cleanDecimal(e.target.value, 8))} />
        <Button type="submit" block loading={transfer.isPending} disabled={!(Number(amount) > 0)}>
          {t('margin.transfer_confirm')}
        </Button>
      </form>
    </Dialog>
  );
}
