// Adjusting a contract's leverage (products.md §1.11): a slider from 1x to the maximum of the member's
// margin mode paired with a number field (a slider alone is hard to set exactly on a phone), a warning
// at high leverage, and the contract's checkLeverage before sending. The server refuses a change that
// would leave a position under-margined; its message comes as the transport's toast.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkLeverage, type ContractWallet } from '@exchange/contract/futures';
import type { FuturesRules } from '../../../api/futures.ts';
import { useUpdateContractSetting } from '../../../api/futuresQueries.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Slider } from '../../../ui/Slider.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { toast } from '../../../ui/toast.ts';
import { isHighLeverage, leverageMarks, maxLeverageOf } from './leverage.ts';
import styles from '../futures.module.css';

export interface LeverageDialogProps {
  rules: FuturesRules;
  wallet: ContractWallet;
  onClose: () => void;
}

export function LeverageDialog({ rules, wallet, onClose }: LeverageDialogProps) {
  const { t } = useTranslation();
  const max = Number(wallet.max_leverage) || maxLeverageOf(wallet.pattern, rules);
  const [value, setValue] = useState(wallet.leverage || '1');
  const [touched, setTouched] = useState(false);
  const update = useUpdateContractSetting(rules.kind);
  const problem = checkLeverage(value, max);
  const chosen = problem ? null : Number(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    update.mutate(
      { pattern: wallet.pattern, patternType: '1', symbol: rules.base, type: rules.kind, cou: value.trim() },
      {
        onSuccess: () => {
          toast.success(t('futures.leverage.done', { leverage: value.trim() }));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('futures.leverage.title')} closeLabel={t('common.close')} width={420}>
      <form onSubmit={submit} noValidate>
        <p className={styles.dialogNote}>{t('futures.leverage.scope', { pair: rules.pair, mode: t(wallet.pattern === '2' ? 'futures.margin_mode.cross' : 'futures.margin_mode.isolated') })}</p>
        <TextInput
          label={t('futures.leverage.field')}
          value={value}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
          error={touched && problem ? t('futures.leverage.invalid', { max }) : undefined}
          hint={t('futures.leverage.max', { max })}
          addon={<span className={styles.addon}>x</span>}
        />
        <Slider
          label={t('futures.leverage.field')}
          hideLabel
          value={Math.min(max, Math.max(1, Number(value) || 1))}
          min={1}
          max={max}
          valueText={`${value || 1}x`}
          marks={leverageMarks(max)}
          onChange={(next) => setValue(String(next))}
        />
        {chosen !== null && isHighLeverage(chosen, max) && (
          <p className={styles.warning} role="alert">
            {t('futures.leverage.warning', { leverage: chosen })}
          </p>
        )}
        <Button type="submit" block loading={update.isPending}>
          {t('futures.leverage.confirm')}
        </Button>
      </form>
    </Dialog>
  );
}
