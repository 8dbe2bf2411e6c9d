// The payee's payment methods as the order keeps them: where the payer sends the money.
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@exchange/contract/otc';
import { payKindKey } from './labels.ts';
import { UploadedImage } from './UploadedImage.tsx';
import styles from './otc.module.css';

export function PaymentDetails({ methods }: { methods: PaymentMethod[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('p2p.order.pay_to')}>
      <h3>{t('p2p.order.pay_to')}</h3>
      <ul className={styles.methods}>
        {methods.map((m) => (
          <li key={m.id} className={styles.method}>
            <div>
              <strong>{t(payKindKey(m.kind))}</strong>
              <div>{m.name}</div>
              <div>{m.account}</div>
              {m.bank && (
                <div className={styles.muted}>
                  {m.bank} {m.branch}
                </div>
              )}
            </div>
            {m.qr_image && <UploadedImage link={m.qr_image} alt={t('p2p.payment.qr')} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
