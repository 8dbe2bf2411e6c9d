// Placing an order on an advert: the amount in fiat or in coin (the other one shown as the server
// will compute it, rounded down), the trade password, then the order page. The server decides;
// the figure shown here is only a preview.
import { useState } from 'react';
import Big from 'big.js';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OtcAdvertRow } from '@exchange/contract/otc';
import { submitOrder } from '../../api/otc.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { AdvertPrice } from './AdvertPrice.tsx';
import { TradePasswordInput } from './TradePasswordInput.tsx';
import styles from './otc.module.css';

const FIAT = /^\d{1,12}(\.\d{1,2})?$/;
const COIN = /^\d{1,12}(\.\d{1,8})?$/;

/** The other side of the amount, rounded down as the server does. */
export const previewOther = (advert: Pick<OtcAdvertRow, 'price'>, by: 'fiat' | 'coin', amount: string): string => {
  if (!(by === 'fiat' ? FIAT : COIN).test(amount) || Big(advert.price).eq(0)) return '';
  return by === 'fiat' ? Big(amount).div(advert.price).round(8, Big.roundDown).toString() : Big(amount).times(advert.price).round(2, Big.roundDown).toFixed(2);
};

export function OrderDialog({ advert, side, onClose }: { advert: OtcAdvertRow; side: '1' | '2'; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [by, setBy] = useState<'fiat' | 'coin'>('fiat');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const other = previewOther(advert, by, amount);

  const submit = async () => {
    if (!(by === 'fiat' ? FIAT : COIN).test(amount)) return setError(t('p2p.order.amount_invalid'));
    if (!password) return setError(t('p2p.trade_password_required'));
    setError('');
    setBusy(true);
    try {
      const id = await submitOrder({ advertiseId: advert.id, ...(by === 'fiat' ? { fiatCurrencyAmount: amount } : { coinCou: amount }), tradePassword: password });
      onClose();
      void navigate(`/otc/order?id=${id}`);
    } catch {
      // The transport shows the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t(side === '1' ? 'p2p.action.buy_coin' : 'p2p.action.sell_coin', { coin: advert.coin })} closeLabel={t('common.close')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <dl className={styles.facts}>
          <div>
            <dt>{t('p2p.col.merchant')}</dt>
            <dd>{advert.merchant_name}</dd>
          </div>
          <div>
            <dt>{t('p2p.col.price')}</dt>
            <dd>
              <AdvertPrice row={advert} />
              {advert.price_type === '2' && <p className={styles.muted}>{t('p2p.order.floating_note')}</p>}
            </dd>
          </div>
          <div>
            <dt>{t('p2p.col.limits')}</dt>
            <dd>
              {advert.min_amount} – {advert.max_amount} {advert.fiat}
            </dd>
          </div>
          <div>
            <dt>{t('p2p.advert.window')}</dt>
            <dd>{t('p2p.advert.minutes', { n: advert.pay_minutes })}</dd>
          </div>
        </dl>
        {advert.terms && <p className={styles.muted}>{advert.terms}</p>}
        <div className={styles.sideBar}>
          <Segmented
            label={t('p2p.order.by')}
            value={by}
            options={[
              { value: 'fiat', label: advert.fiat },
              { value: 'coin', label: advert.coin },
            ]}
            onChange={(v) => {
              setBy(v);
              setAmount('');
            }}
          />
        </div>
        <TextInput
          label={t('p2p.order.amount_in', { unit: by === 'fiat' ? advert.fiat : advert.coin })}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value.trim())}
          hint={other ? t('p2p.order.preview', { amount: other, unit: by === 'fiat' ? advert.coin : advert.fiat }) : undefined}
        />
        <TradePasswordInput value={password} onChange={setPassword} />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={busy} block>
            {t('p2p.order.place')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
