// Choosing a contract's margin mode: isolated (the position's own margin is all it can lose) or cross
// (the contract account's balance backs every cross position). One call sets mode and leverage
// (updateLeverageRadio), so the leverage goes along, capped at the new mode's maximum. The server
// refuses a change while it would leave a position or an order under-margined.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractWallet, MarginPattern } from '@exchange/contract/futures';
import type { FuturesRules } from '../../../api/futures.ts';
import { useUpdateContractSetting } from '../../../api/futuresQueries.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { toast } from '../../../ui/toast.ts';
import { maxLeverageOf } from './leverage.ts';
import styles from '../futures.module.css';

const PATTERNS: ReadonlyArray<{ value: MarginPattern; key: 'isolated' | 'cross' }> = [
  { value: '1', key: 'isolated' },
  { value: '2', key: 'cross' },
];

export function MarginModeDialog({ rules, wallet, onClose }: { rules: FuturesRules; wallet: ContractWallet; onClose: () => void }) {
  const { t } = useTranslation();
  const [pattern, setPattern] = useState<MarginPattern>(wallet.pattern);
  const update = useUpdateContractSetting(rules.kind);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pattern === wallet.pattern) return onClose();
    const leverage = Math.min(Number(wallet.leverage) || 1, maxLeverageOf(pattern, rules));
    update.mutate(
      { pattern, patternType: '1', symbol: rules.base, type: rules.kind, cou: String(leverage) },
      {
        onSuccess: () => {
          toast.success(t('futures.margin_mode.done'));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('futures.margin_mode.title')} closeLabel={t('common.close')} width={460}>
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.choices}>
          <legend className="sr-only">{t('futures.margin_mode.title')}</legend>
          {PATTERNS.map(({ value, key }) => (
            <label key={value} className={styles.choice}>
              <input type="radio" name="pattern" value={value} checked={pattern === value} onChange={() => setPattern(value)} />
              <span>
                <strong>{t(`futures.margin_mode.${key}`)}</strong>
                <span className={styles.choiceText}>{t(`futures.margin_mode.${key}_text`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <p className={styles.dialogNote}>{t('futures.margin_mode.scope', { pair: rules.pair })}</p>
        <Button type="submit" block loading={update.isPending}>
          {t('futures.margin_mode.confirm')}
        </Button>
      </form>
    </Dialog>
  );
}
