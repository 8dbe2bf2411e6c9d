// Adding margin to an isolated position, or taking some out (updateBond). Taking out is capped by the
// server's removable amount (isolated/margin/reducible, asked when the dialog shows it); adding by the
// contract account's available balance. The dialog shows the position's margin and liquidation price as
// the server sends them; after a change the positions are fetched again and show the new ones.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Big from 'big.js';
import { checkMarginAmount, type ContractKind, type ContractPositionRow } from '@exchange/contract/futures';
import { useContractWallet, useReducibleMargin, useUpdateIsolatedMargin } from '../../../api/futuresQueries.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Segmented } from '../../../ui/Segmented.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { toast } from '../../../ui/toast.ts';
import { cleanAmount } from '../../wallet/transfer/transferForm.ts';
import { figure } from './riskFormat.ts';
import { marginProblemKey } from './marginProblem.ts';
import spot from '../../spot/orders/orders.module.css';
import styles from '../futures.module.css';

type Direction = 'add' | 'sub';

export function MarginDialog({ kind, position, onClose }: { kind: ContractKind; position: ContractPositionRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<Direction>('add');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const wallet = useContractWallet(position.symbol_name).data;
  const reducible = useReducibleMargin(kind, position.id, direction === 'sub');
  const update = useUpdateIsolatedMargin(kind);
  const coin = position.principal_symbol;
  const max = direction === 'add' ? wallet?.available : reducible.data;
  const problem = checkMarginAmount(amount);
  const tooMuch = !problem && max !== undefined && new Big(amount.trim()).gt(max || '0');
  const error = touched ? (problem ? t(marginProblemKey(problem)) : tooMuch ? t('futures.margin.too_much', { max: figure(max), coin }) : undefined) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || tooMuch) return;
    update.mutate(
      { logContractId: position.id, type: direction, amount: amount.trim() },
      {
        onSuccess: () => {
          toast.success(t(direction === 'add' ? 'futures.margin.added' : 'futures.margin.removed'));
          onClose();
        },
      },
    );
  };

  const line = (label: string, value: string) => (
    <div className={spot.line}>
      <dt>{label}</dt>
      <dd className={spot.figure}>{value}</dd>
    </div>
  );

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('futures.margin.title', { pair: position.symbol_name })} closeLabel={t('common.close')} width={440}>
      <form onSubmit={submit} noValidate>
        <Segmented
          label={t('futures.margin.direction')}
          value={direction}
          options={[
            { value: 'add', label: t('futures.margin.add') },
            { value: 'sub', label: t('futures.margin.remove') },
          ]}
          onChange={(next) => {
            setDirection(next);
            setAmount('');
            setTouched(false);
          }}
        />
        <dl className={styles.figures}>
          {line(t('futures.position.margin'), `${figure(position.principal_amount)} ${coin}`)}
          {line(t('futures.position.liquidation'), figure(position.forcePrice))}
          {line(t(direction === 'add' ? 'futures.margin.addable' : 'futures.margin.removable'), max === undefined ? '--' : `${figure(max)} ${coin}`)}
        </dl>
        <TextInput
          label={t('wallet.transfer.amount')}
          value={amount}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => setAmount(cleanAmount(event.target.value))}
          error={error}
          addon={
            <>
              <span className={styles.addon}>{coin}</span>
              <button type="button" className={styles.max} disabled={!max} onClick={() => setAmount(max ?? '')}>
                {t('wallet.max')}
              </button>
            </>
          }
        />
        <Button type="submit" block loading={update.isPending}>
          {t(direction === 'add' ? 'futures.margin.confirm_add' : 'futures.margin.confirm_remove')}
        </Button>
      </form>
    </Dialog>
  );
}
