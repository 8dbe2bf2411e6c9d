// Swap USDT between the spot account and the pulse wallet (one for one, the server's published
// rate), in either direction; the server's refusal is shown in the dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwapPulse } from '../../api/pulseQueries.ts';
import { Button, Dialog, Segmented, TextInput, toast } from '../../ui/index.ts';
import styles from './pulse.module.css';

export function SwapDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [amount, setAmount] = useState('');
  const swap = useSwapPulse();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    swap.mutate(
      { direction, amount: amount.trim() },
      {
        onSuccess: () => {
          toast.success(t('pulse.swap.done'));
          setAmount('');
          onOpenChange(false);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('pulse.swap.title')} closeLabel={t('common.close')} width={420}>
      <form onSubmit={submit} className={styles.swapForm}>
        <Segmented
          label={t('pulse.swap.direction')}
          value={direction}
          options={[
            { value: 'in', label: t('pulse.swap.in') },
            { value: 'out', label: t('pulse.swap.out') },
          ]}
          onChange={setDirection}
        />
        <TextInput
          label={t('pulse.swap.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          addon={<span className={styles.unit}>USDT</span>}
          error={swap.error instanceof Error ? swap.error.message : undefined}
          hint={t('pulse.swap.rate')}
        />
        <Button type="submit" block loading={swap.isPending} disabled={amount.trim() === ''}>
          {t('pulse.swap.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
