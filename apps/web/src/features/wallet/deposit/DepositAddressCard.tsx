// The member's deposit address on one chain: a QR code to scan, the text with a copy button, and
// the terms (minimum credited, confirmations). A memo is shown when the address row carries one.
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { DepositAddress } from '@exchange/contract/wallet';
import { Button } from '../../../ui/Button.tsx';
import { toast } from '../../../ui/toast.ts';
import styles from './deposit.module.css';

const copy = async (text: string, done: string, failed: string) => {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(failed);
  }
};

export function DepositAddressCard({ address }: { address: DepositAddress & { memo?: string } }) {
  const { t } = useTranslation();
  return (
    <div className={styles.address}>
      <div className={styles.qr}>
        <QRCodeSVG value={address.address} size={148} marginSize={2} title={t('wallet.deposit.qr', { coin: address.coin, chain: address.chain })} />
      </div>
      <div className={styles.addressText}>
        <span className={styles.label}>{t('wallet.deposit.address', { chain: address.chain })}</span>
        <code className={styles.code}>{address.address}</code>
        <Button size="sm" variant="secondary" onClick={() => void copy(address.address, t('wallet.copied'), t('wallet.copy_failed'))}>
          {t('wallet.copy_address')}
        </Button>
        {address.memo && (
          <>
            <span className={styles.label}>{t('wallet.memo')}</span>
            <code className={styles.code}>{address.memo}</code>
          </>
        )}
        <dl className={styles.terms}>
          <div>
            <dt>{t('wallet.deposit.min')}</dt>
            <dd>
              {address.min_deposit} {address.coin}
            </dd>
          </div>
          <div>
            <dt>{t('wallet.deposit.confirmations')}</dt>
            <dd>{address.confirmations}</dd>
          </div>
        </dl>
        <p className={styles.warn}>{t('wallet.deposit.warning', { coin: address.coin, chain: address.chain, min: address.min_deposit })}</p>
      </div>
    </div>
  );
}
