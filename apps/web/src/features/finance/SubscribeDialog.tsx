// Subscribing to a product: the amount, checked against the minimum and the caps before it is
// sent; the server judges it again (and the spot balance) and its refusal is shown by the transport.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinanceProduct } from '@exchange/contract/finance';
import { subscribeFinance } from '../../api/finance.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { toast } from '../../ui/Toaster.tsx';
import { ratePercent } from '../account/agents/inviteLinks.ts';
import { subscribeProblem } from './financeRules.ts';
import { productName } from './ProductCard.tsx';
import styles from './finance.module.css';

export function SubscribeDialog({ product, held, onClose, onDone }: { product: FinanceProduct; held: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = subscribeProblem(amount, product, held);
    if (problem) {
      setError(t(problem.key, problem.values));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await subscribeFinance({ productId: product.id, amount: amount.trim() });
      toast.success(t('finance.subscribed', { amount: amount.trim(), coin: product.coin }));
      onDone();
    } catch {
      // Shown by the transport.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('finance.subscribe_title', { name: productName(t, product) })} closeLabel={t('common.close')} width={440}>
      <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('finance.product.apr')}</dt>
            <dd>{ratePercent(product.rate)}</dd>
          </div>
          <div>
            <dt>{t('finance.product.term')}</dt>
            <dd>{product.kind === 'flexible' ? t('finance.term.flexible') : t('finance.term.days', { days: product.term_days })}</dd>
          </div>
          <div>
            <dt>{t('finance.product.held')}</dt>
            <dd>{`${held} ${product.coin}`}</dd>
          </div>
        </dl>
        <TextInput
          label={t('finance.field.amount', { coin: product.coin })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={error}
          hint={t('finance.field.amount_hint', { min: product.min_amount, cap: product.member_cap, coin: product.coin })}
        />
        <p className={styles.muted}>{product.kind === 'flexible' ? t('finance.note.flexible') : t('finance.note.fixed', { days: product.term_days })}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('finance.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('finance.confirm_subscribe')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
