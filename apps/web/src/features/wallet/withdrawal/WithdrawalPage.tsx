// /account/wallet/withdrawal: coin and network, then the request form; a member without a trade
// password is told to set one first (the server refuses without it). Pending requests, with their
// cancel, are listed below. Withdrawals leave from the funding (spot) account.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../../api/queries.ts';
import { CenteredSpinner } from '../../../ui/Spinner.tsx';
import { CoinChainPicker } from '../CoinChainPicker.tsx';
import { PendingWithdrawals } from '../history/PendingWithdrawals.tsx';
import { useCoinChoice } from '../useCoinChoice.ts';
import { useRefreshOnOwnChange } from '../useRefreshOnOwnChange.ts';
import { WithdrawalForm } from './WithdrawalForm.tsx';
import styles from '../wallet.module.css';

export const TRADE_PWD_PATH = '/account/center/security/setting/trade-pwd';

export default function WithdrawalPage() {
  const { t } = useTranslation();
  const choice = useCoinChoice();
  const member = useMemberInfo();
  useRefreshOnOwnChange();
  const noTradePwd = member.data !== undefined && member.data.pay_pwd !== 1;
  const needsGoogle = member.data?.google_key === 1;
  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('section.wallet.withdrawal.title')}</h1>
        <Link to="/account/wallet/history-withdrawal">{t('section.wallet.history_withdrawal.title')}</Link>
      </div>
      {noTradePwd && (
        <p className={styles.notice} role="status">
          {t('wallet.withdraw.no_trade_pwd')} <Link to={TRADE_PWD_PATH}>{t('wallet.withdraw.set_trade_pwd')}</Link>
        </p>
      )}
      <div className={`${styles.card} ${styles.split}`}>
        <div>
          {choice.coins.isPending ? (
            <CenteredSpinner label={t('common.loading')} />
          ) : (
            <CoinChainPicker coins={choice.list} coin={choice.coin} chain={choice.chain} onCoin={choice.setCoin} onChain={choice.setChain} />
          )}
          <p className={styles.muted}>{t('wallet.withdraw.from_spot')}</p>
        </div>
        <div>
          {choice.chainRow && (
            <WithdrawalForm key={`${choice.coin}-${choice.chainRow.chain}`} coin={choice.coin} chain={choice.chainRow} needsGoogle={needsGoogle} canSubmit={member.data !== undefined && !noTradePwd} />
          )}
        </div>
      </div>
      <PendingWithdrawals />
    </>
  );
}
