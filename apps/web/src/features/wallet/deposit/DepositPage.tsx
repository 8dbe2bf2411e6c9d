// /account/wallet/deposit: choose a coin and network, then the member's own address on it (QR,
// copy, minimum and confirmations); the latest deposits of that coin sit below. Deposits are
// credited to the funding (spot) account.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDepositAddresses, useDepositLog } from '../../../api/walletQueries.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { CenteredSpinner } from '../../../ui/Spinner.tsx';
import { CoinChainPicker } from '../CoinChainPicker.tsx';
import { DepositTable } from '../history/DepositTable.tsx';
import { ListState } from '../../../app/ListState.tsx';
import { useCoinChoice } from '../useCoinChoice.ts';
import { useRefreshOnOwnChange } from '../useRefreshOnOwnChange.ts';
import { DepositAddressCard } from './DepositAddressCard.tsx';
import styles from '../wallet.module.css';

const RECENT = 5;

function AddressArea({ coin, chain }: { coin: string; chain: string }) {
  const { t } = useTranslation();
  const addresses = useDepositAddresses(coin);
  if (addresses.isPending) return <CenteredSpinner label={t('common.loading')} />;
  const address = addresses.data?.find((row) => row.chain === chain);
  if (addresses.isError || !address)
    return <ErrorState title={t('wallet.deposit.address_failed')} retryLabel={t('common.retry')} onRetry={() => void addresses.refetch()} />;
  return <DepositAddressCard address={address} />;
}

export default function DepositPage() {
  const { t } = useTranslation();
  const choice = useCoinChoice();
  const recent = useDepositLog({ current: 1, size: RECENT, coin: choice.coin });
  useRefreshOnOwnChange();
  const rows = recent.data?.records ?? [];
  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('section.wallet.deposit.title')}</h1>
      </div>
      <div className={`${styles.card} ${styles.split}`}>
        <div>
          {choice.coins.isPending ? (
            <CenteredSpinner label={t('common.loading')} />
          ) : (
            <CoinChainPicker coins={choice.list} coin={choice.coin} chain={choice.chain} onCoin={choice.setCoin} onChain={choice.setChain} />
          )}
          <p className={styles.muted}>{t('wallet.deposit.lands_in_spot')}</p>
        </div>
        <div>{choice.chain && <AddressArea coin={choice.coin} chain={choice.chain} />}</div>
      </div>
      <div className={styles.head}>
        <h2 className={styles.subtitle}>{t('wallet.deposit.recent')}</h2>
        <Link to="/account/wallet/history-deposit">{t('wallet.view_all')}</Link>
      </div>
      <ListState failed={t('wallet.load_failed')} isPending={recent.isPending} isError={recent.isError} count={rows.length} refetch={recent.refetch} empty={t('wallet.empty_deposits')}>
        <DepositTable label={t('wallet.deposit.recent')} rows={rows} />
      </ListState>
    </>
  );
}
