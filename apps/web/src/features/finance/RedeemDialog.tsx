// Redeeming a holding: all of it, or part of a flexible one's principal; the unpaid interest comes
// with any redemption.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinanceHolding } from '@exchange/contract/finance';
import { redeemFinance } from '../../api/finance.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { toast } from '../../ui/Toaster.tsx';
import { redeemProblem } from './financeRules.ts';
import { productName } from './ProductCard.tsx';
import styles from './finance.module.css';

export function RedeemDialog({ holding, onClose, onDone }: { holding: FinanceHolding; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const flexible = holding.kind === 'flexible';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = flexible ? redeemProblem(amount, holding) : null;
    if (problem) {
      setError(t(problem.key, problem.values));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const part = flexible && amount.trim() !== '' ? { amount: amount.trim() } : {};
      await redeemFinance({ holdingId: holding.id, ...part });
      toast.success(t('finance.redeemed'));
      onDone();
    } catch {
      // Shown by the transport.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('finance.redeem_title', { name: productName(t, holding) })} closeLabel={t('common.close')} width={440}>
      <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('finance.holding.principal')}</dt>
            <dd>{`${holding.principal} ${holding.coin}`}</dd>
          </div>
          <div>
            <dt>{t('finance.holding.interest')}</dt>
            <dd>{`${holding.interest} ${holding.coin}`}</dd>
          </div>
        </dl>
        {flexible && (
          <TextInput
            label={t('finance.field.redeem_amount', { coin: holding.coin })}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={error}
            hint={t('finance.field.redeem_hint')}
          />
        )}
        <p className={styles.muted}>{t('finance.note.redeem')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('finance.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('finance.confirm_redeem')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
