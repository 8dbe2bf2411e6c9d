// The withdrawal request of one coin on one chain: address (checked by the chain's shape), memo
// where the chain takes one, amount with Max and the figures, trade password and, when bound, the
// Google code. Sent encrypted (api requestWithdrawal); the page keys this form by coin and chain so
// a new choice starts clean.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FUNDING_WALLET_TYPE, type CoinChain } from '@exchange/contract/wallet';
import { useAccountBalance, useRequestWithdrawal } from '../../../api/walletQueries.ts';
import { Button } from '../../../ui/Button.tsx';
import { PasswordInput } from '../../../ui/PasswordInput.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { toast } from '../../../ui/toast.ts';
import { cleanAmount } from '../transfer/transferForm.ts';
import { maxWithdrawal } from './withdrawalMath.ts';
import { EMPTY_DRAFT, withdrawalBodyOf, withdrawalIssues, type WithdrawalDraft, type WithdrawalIssues } from './withdrawalForm.ts';
import { WithdrawalSummary } from './WithdrawalSummary.tsx';
import styles from '../wallet.module.css';

export interface WithdrawalFormProps {
  coin: string;
  chain: CoinChain;
  needsGoogle: boolean;
  /** False while the member has no trade password: the form cannot be sent. */
  canSubmit: boolean;
}

export function WithdrawalForm({ coin, chain, needsGoogle, canSubmit }: WithdrawalFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<WithdrawalDraft>(EMPTY_DRAFT);
  const [touched, setTouched] = useState(false);
  const balance = useAccountBalance(FUNDING_WALLET_TYPE);
  const available = balance.data?.find((row) => row.coin === coin)?.available;
  const withdraw = useRequestWithdrawal();
  const issues: WithdrawalIssues = withdrawalIssues(draft, { coin, chain, available, needsGoogle });
  const message = (field: keyof WithdrawalDraft) => {
    const issue = touched ? issues[field] : undefined;
    return issue ? t(issue.key, issue.values) : undefined;
  };
  const set = (patch: Partial<WithdrawalDraft>) => setDraft({ ...draft, ...patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!canSubmit || Object.keys(issues).length > 0) return;
    withdraw.mutate(withdrawalBodyOf(draft, coin, chain, needsGoogle, Date.now()), {
      onSuccess: () => {
        toast.success(t('wallet.withdraw.submitted'));
        setDraft(EMPTY_DRAFT);
        setTouched(false);
      },
      // A wrong password is told by the server's toast; the member types it again.
      onError: () => set({ tradePwd: '', googleCode: '' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextInput label={t('wallet.withdraw.address')} value={draft.address} autoComplete="off" spellCheck={false} placeholder={t('wallet.withdraw.address_placeholder', { chain: chain.chain })} error={message('address')} onChange={(e) => set({ address: e.target.value })} />
      {chain.memo === 1 && (
        <TextInput label={t('wallet.memo')} value={draft.memo} autoComplete="off" hint={t('wallet.withdraw.memo_hint')} error={message('memo')} onChange={(e) => set({ memo: e.target.value })} />
      )}
      <TextInput
        label={t('wallet.withdraw.amount')}
        value={draft.amount}
        inputMode="decimal"
        autoComplete="off"
        error={message('amount')}
        hint={t('wallet.available_amount', { amount: available ?? '--', coin })}
        onChange={(e) => set({ amount: cleanAmount(e.target.value, chain.withdraw_scale) })}
        addon={
          <>
            <span className={styles.unit}>{coin}</span>
            <button type="button" className={styles.max} disabled={available === undefined} onClick={() => set({ amount: maxWithdrawal(available ?? '0', chain) })}>
              {t('wallet.max')}
            </button>
          </>
        }
      />
      <WithdrawalSummary coin={coin} chain={chain} amount={draft.amount} />
      <PasswordInput label={t('wallet.withdraw.trade_pwd')} showLabel={t('wallet.show_password')} hideLabel={t('wallet.hide_password')} autoComplete="off" value={draft.tradePwd} error={message('tradePwd')} onChange={(e) => set({ tradePwd: e.target.value })} disabled={!canSubmit} />
      {needsGoogle && (
        <TextInput label={t('wallet.withdraw.google')} value={draft.googleCode} inputMode="numeric" autoComplete="one-time-code" maxLength={6} error={message('googleCode')} onChange={(e) => set({ googleCode: e.target.value.replace(/\D/g, '') })} />
      )}
      <Button type="submit" block loading={withdraw.isPending} disabled={!canSubmit}>
        {t('wallet.withdraw.submit')}
      </Button>
    </form>
  );
}
