// Borrow from the lending pool onto the margin account: a coin of the pair, an amount, and the
// server's quote for it (preborrow: daily rate, the first hour's interest, the most that may be
// borrowed, the level after) before the member confirms. Refusals are the server's words (toasted).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarginMode } from '@exchange/contract/margin';
import { useBorrow, useBorrowQuote, useCanBorrow } from '../../api/marginQueries.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { toast } from '../../ui/toast.ts';
import { cleanDecimal } from '../spot/orders/orderMath.ts';
import styles from './margin.module.css';

export interface BorrowDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: MarginMode;
  pair: string;
  coins: readonly string[];
}

export function BorrowDialog({ open, onOpenChange, mode, pair, coins }: BorrowDialogProps) {
  const { t } = useTranslation();
  const [coin, setCoin] = useState(coins[coins.length - 1] ?? '');
  const [amount, setAmount] = useState('');
  const can = useCanBorrow(mode, pair).data;
  const quote = useBorrowQuote(mode, { pair, coin, amount });
  const borrow = useBorrow(mode);
  const most = can ? (coin === can.baseCoin ? can.baseBalance : can.coinBalance) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!(Number(amount) > 0) || borrow.isPending) return;
    borrow.mutate(
      { pair, coin, amount },
      {
        onSuccess: () => {
          toast.success(t('margin.borrowed', { amount, coin }));
          setAmount('');
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('margin.borrow')} closeLabel={t('common.close')} width={440}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Select label={t('margin.coin')} value={coin} options={coins.map((c) => ({ value: c, label: c }))} onChange={(e) => setCoin(e.target.value)} />
        <TextInput
          label={t('margin.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(cleanDecimal(e.target.value, 8))}
          hint={most !== undefined ? t('margin.borrowable', { amount: most, coin }) : undefined}
        />
        <dl className={styles.quote} aria-live="polite">
          <div>
            <dt>{t('margin.day_rate')}</dt>
            <dd className={styles.figure}>{quote.data ? `${quote.data.dayRate}` : '--'}</dd>
          </div>
          <div>
            <dt>{t('margin.hour_interest')}</dt>
            <dd className={styles.figure}>{quote.data ? `${quote.data.hourInterest} ${coin}` : '--'}</dd>
          </div>
          <div>
            <dt>{t('margin.level_after')}</dt>
            <dd className={styles.figure}>{quote.data?.levelAfter ?? '--'}</dd>
          </div>
        </dl>
        <Button type="submit" block loading={borrow.isPending} disabled={!(Number(amount) > 0)}>
          {t('margin.borrow_confirm')}
        </Button>
      </form>
    </Dialog>
  );
}
