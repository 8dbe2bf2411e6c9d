// Moving funds between two of the member's sub-accounts (wallet/trans). The merchant account is
// offered only to merchants; the swap button turns the direction around, Max fills what the source
// can release; the rules of transferForm.ts speak before anything is sent. On success both
// balances refresh (the wallet's queries are invalidated) and the dialog closes.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletAccountType } from '@exchange/contract/wallet';
import { useTransfer } from '../../../api/walletQueries.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { toast } from '../../../ui/toast.ts';
import { useViewer } from '../useViewer.ts';
import { accountNameKey, visibleAccountTypes } from '../walletAccounts.ts';
import { cleanAmount, swapDirection, transferError, withAccount, type TransferDraft } from './transferForm.ts';
import { useTransferSource } from './useTransferSource.ts';
import styles from '../wallet.module.css';
import own from './transfer.module.css';

export interface TransferDialogProps {
  open: boolean;
  /** The account to move from at first. */
  from: WalletAccountType;
  /** The account to move to at first (the first other one by default): the futures page moves to the contract account. */
  to?: WalletAccountType | undefined;
  coin?: string | undefined;
  onClose: () => void;
}

const firstOther = (types: WalletAccountType[], type: WalletAccountType) => types.find((t) => t !== type) ?? type;

export function TransferDialog({ open, from, to, coin, onClose }: TransferDialogProps) {
  const { t } = useTranslation();
  const types = visibleAccountTypes(useViewer());
  const start = types.includes(from) ? from : types[0]!;
  const target = to && to !== start && types.includes(to) ? to : firstOther(types, start);
  const [draft, setDraft] = useState<TransferDraft>({ from: start, to: target, coin: coin?.toUpperCase() || 'USDT', amount: '' });
  const [touched, setTouched] = useState(false);
  const source = useTransferSource(draft.from, draft.coin);
  const transfer = useTransfer();
  const error = transferError(draft, source.available);
  const accountOptions = types.map((type) => ({ value: type, label: t(accountNameKey(type)) }));
  const coinOptions = (source.coins.length > 0 ? source.coins : [draft.coin]).map((c) => ({ value: c, label: c }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    transfer.mutate(
      { fromType: draft.from, toType: draft.to, coin: draft.coin, amount: draft.amount.trim() },
      {
        onSuccess: () => {
          toast.success(t('wallet.transfer.done'));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('wallet.transfer.title')} closeLabel={t('common.close')} width={480}>
      <form onSubmit={submit} noValidate>
        <div className={own.direction}>
          <Select label={t('wallet.transfer.from')} options={accountOptions} value={draft.from} onChange={(e) => setDraft(withAccount(draft, 'from', e.target.value as WalletAccountType))} />
          <button type="button" className={own.swap} aria-label={t('wallet.transfer.swap')} onClick={() => setDraft(swapDirection(draft))}>
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
              <path d="M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <Select label={t('wallet.transfer.to')} options={accountOptions} value={draft.to} onChange={(e) => setDraft(withAccount(draft, 'to', e.target.value as WalletAccountType))} />
        </div>
        <Select label={t('wallet.transfer.coin')} options={coinOptions} value={draft.coin} onChange={(e) => setDraft({ ...draft, coin: e.target.value, amount: '' })} />
        <TextInput
          label={t('wallet.transfer.amount')}
          value={draft.amount}
          inputMode="decimal"
          autoComplete="off"
          onChange={(e) => setDraft({ ...draft, amount: cleanAmount(e.target.value) })}
          error={touched && error ? t(error) : undefined}
          hint={t('wallet.available_amount', { amount: source.available ?? '--', coin: draft.coin })}
          addon={
            <>
              <span className={styles.unit}>{draft.coin}</span>
              <button type="button" className={styles.max} disabled={source.available === undefined} onClick={() => setDraft({ ...draft, amount: source.available ?? '' })}>
                {t('wallet.max')}
              </button>
            </>
          }
        />
        <Button type="submit" block loading={transfer.isPending}>
          {t('wallet.transfer.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
