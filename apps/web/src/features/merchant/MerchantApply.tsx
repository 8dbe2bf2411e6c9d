// The application of a member who is not a merchant yet: name, contact, the deposit held on the
// merchant wallet while the operator reviews it; then its state (waiting, or rejected with the
// reason, which may be answered by applying again).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MerchantStatus } from '@exchange/contract/otc';
import { applyMerchant } from '../../api/otc.ts';
import { otcKeys, useOtcConfig } from '../../api/otcQueries.ts';
import { Button } from '../../ui/Button.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { toast } from '../../ui/Toaster.tsx';
import { TradePasswordInput } from '../otc/TradePasswordInput.tsx';
import styles from '../otc/otc.module.css';

export function MerchantApply({ status }: { status: MerchantStatus }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const config = useOtcConfig();
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  if (status.application === '1')
    return (
      <section className={styles.card} role="status">
        <h2 className={styles.title}>{t('p2p.apply.waiting_title')}</h2>
        <p>{t('p2p.apply.waiting', { amount: status.deposit, coin: config.data?.deposit_coin ?? 'USDT' })}</p>
      </section>
    );
  return (
    <section className={styles.card} aria-labelledby="apply-title">
      <h2 id="apply-title" className={styles.title}>
        {t('p2p.apply.title')}
      </h2>
      {status.application === '-1' && (
        <p className={styles.error} role="alert">
          {t('p2p.apply.rejected', { reason: status.reason })}
        </p>
      )}
      <p className={styles.lead}>{t('p2p.apply.text', { amount: config.data?.merchant_deposit ?? '', coin: config.data?.deposit_coin ?? 'USDT' })}</p>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          try {
            await applyMerchant({ name: name.trim(), contact: contact.trim(), tradePassword: password });
            toast.success(t('p2p.apply.sent'));
            await client.invalidateQueries({ queryKey: otcKeys.status });
          } catch {
            // Shown by the transport.
          } finally {
            setBusy(false);
          }
        }}
      >
        <TextInput label={t('p2p.apply.name')} value={name} minLength={2} maxLength={40} required onChange={(e) => setName(e.target.value)} />
        <TextInput label={t('p2p.apply.contact')} value={contact} maxLength={60} required onChange={(e) => setContact(e.target.value)} />
        <TradePasswordInput value={password} onChange={setPassword} />
        <div className={styles.actions}>
          <Button type="submit" loading={busy} disabled={!password}>
            {t('p2p.apply.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
