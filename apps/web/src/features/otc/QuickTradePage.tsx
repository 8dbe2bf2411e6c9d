// /otc/ordinary: quick buy and sell. The member names a side, a coin, a currency and an amount; the
// best online advert that admits it (the cheapest to buy from, the dearest to sell to) is picked
// and the order dialog opens on it.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OTC_COINS, OTC_FIATS, type OtcAdvertRow } from '@exchange/contract/otc';
import { getAdverts } from '../../api/otc.ts';
import { useSession } from '../../session/store.ts';
import { Button } from '../../ui/Button.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { OrderDialog } from './OrderDialog.tsx';
import { OtcPage } from './OtcPage.tsx';
import styles from './otc.module.css';

export default function QuickTradePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const [side, setSide] = useState<'1' | '2'>('1');
  const [coin, setCoin] = useState<string>('USDT');
  const [fiat, setFiat] = useState<string>('CNY');
  const [amount, setAmount] = useState('');
  const [best, setBest] = useState<OtcAdvertRow>();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const find = async () => {
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(amount)) return setMessage(t('p2p.order.amount_invalid'));
    if (!loggedIn) return void navigate('/user/login');
    setBusy(true);
    setMessage('');
    try {
      const page = await getAdverts({ side, coin: coin as never, fiat: fiat as never, amount, current: 1, size: 1 });
      const first = page.records[0];
      if (first) setBest(first);
      else setMessage(t('p2p.quick.none'));
    } catch {
      setMessage(t('p2p.load_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <OtcPage section="section.otc.ordinary">
      <form
        className={styles.card}
        onSubmit={(e) => {
          e.preventDefault();
          void find();
        }}
      >
        <div className={styles.sideBar}>
          <Segmented
            label={t('p2p.filter.side')}
            value={side}
            options={[
              { value: '1', label: t('p2p.side.buy') },
              { value: '2', label: t('p2p.side.sell') },
            ]}
            onChange={setSide}
          />
        </div>
        <div className={styles.filters}>
          <Select label={t('p2p.filter.coin')} value={coin} onChange={(e) => setCoin(e.target.value)} options={OTC_COINS.map((c) => ({ value: c, label: c }))} />
          <Select label={t('p2p.filter.fiat')} value={fiat} onChange={(e) => setFiat(e.target.value)} options={OTC_FIATS.map((c) => ({ value: c, label: c }))} />
          <TextInput label={t('p2p.quick.amount', { fiat })} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value.trim())} />
        </div>
        {message && (
          <p className={styles.error} role="alert">
            {message}
          </p>
        )}
        <Button type="submit" loading={busy}>
          {t(side === '1' ? 'p2p.action.buy_coin' : 'p2p.action.sell_coin', { coin })}
        </Button>
      </form>
      {best && <OrderDialog advert={best} side={side} onClose={() => setBest(undefined)} />}
    </OtcPage>
  );
}
