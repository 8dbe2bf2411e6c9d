// The dialog both finance actions share (SubscribeDialog, RedeemDialog): the facts of the product or
// holding, an amount checked by the finance rules before it is sent (the server judges it again and
// its refusal is shown by the transport), a note, and cancel / confirm. Nothing is lost on a refusal:
// the amount stays as typed.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { toast } from '../../ui/Toaster.tsx';
import type { Problem } from './financeRules.ts';
import styles from './finance.module.css';

export interface AmountDialogProps {
  title: string;
  /** Label and value of each fact shown above the amount. */
  facts: readonly (readonly [string, string])[];
  /** The amount field, or null when the action takes no amount (a fixed holding is redeemed whole). */
  field: { label: string; hint: string } | null;
  note: string;
  confirmLabel: string;
  /** What is wrong with the amount as typed, or null. */
  problem: (amount: string) => Problem | null;
  /** Sends the action with the trimmed amount; resolves to the success toast's text. */
  send: (amount: string) => Promise<string>;
  onClose: () => void;
  onDone: () => void;
}

export function AmountDialog({ title, facts, field, note, confirmLabel, problem, send, onClose, onDone }: AmountDialogProps) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problem(amount);
    if (found) {
      setError(t(found.key, found.values));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      toast.success(await send(amount.trim()));
      onDone();
    } catch {
      // Shown by the transport.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} closeLabel={t('common.close')} width={440}>
      <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {field && (
          <TextInput label={field.label} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} error={error} hint={field.hint} />
        )}
        <p className={styles.muted}>{note}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('finance.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
