// A new advert, or the changes of a paused one: side, coin, currency, price (fixed, or floating: a
// margin in percent of the index, the order's price being taken from the index when it is placed),
// total, order limits, payment kinds, payment window, terms and auto-reply. The server judges every figure.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OTC_COINS, OTC_FIATS, OTC_LIMITS, PAYMENT_KINDS, type AdvertBody, type OtcAdvertRow, type PriceType } from '@exchange/contract/otc';
import { createAdvert, modifyAdvert } from '../../api/otc.ts';
import { otcKeys } from '../../api/otcQueries.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { toast } from '../../ui/Toaster.tsx';
import { payKindKey } from '../otc/labels.ts';
import styles from '../otc/otc.module.css';

/** The form's fields: both price inputs are kept while the type switches; only the chosen one is sent. */
type Fields = Omit<AdvertBody, 'priceType' | 'price' | 'margin'> & { priceType: PriceType; price: string; margin: string };

const fresh: Fields = { direction: '2', coin: 'USDT', fiat: 'CNY', priceType: '1', price: '', margin: '', total: '', minAmount: '', maxAmount: '', payKinds: ['1'], payMinutes: 15, terms: '', autoReply: '' };

const fromRow = (r: OtcAdvertRow): Fields => ({
  id: r.id,
  direction: r.direction,
  coin: r.coin as AdvertBody['coin'],
  fiat: r.fiat as AdvertBody['fiat'],
  priceType: r.price_type,
  price: r.price_type === '1' ? r.price : '',
  margin: r.margin,
  total: r.total,
  minAmount: r.min_amount,
  maxAmount: r.max_amount,
  payKinds: r.pay_kinds as AdvertBody['payKinds'],
  payMinutes: r.pay_minutes,
  terms: r.terms,
  autoReply: r.auto_reply,
});

const toBody = ({ price, margin, ...rest }: Fields): AdvertBody => (rest.priceType === '2' ? { ...rest, margin } : { ...rest, price });

export function AdvertForm({ editing, onClose }: { editing: OtcAdvertRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState<Fields>(editing ? fromRow(editing) : fresh);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Fields>) => setForm((f) => ({ ...f, ...patch }));
  const kinds = form.payKinds as string[];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t(editing ? 'p2p.advert.edit' : 'p2p.advert.new')} closeLabel={t('common.close')} width={560}>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          try {
            await (editing ? modifyAdvert(toBody(form)) : createAdvert(toBody(form)));
            toast.success(t('p2p.advert.saved'));
            await client.invalidateQueries({ queryKey: otcKeys.all });
            onClose();
          } catch {
            // Shown by the transport.
          } finally {
            setBusy(false);
          }
        }}
      >
        <div className={styles.filters}>
          <Select
            label={t('p2p.advert.direction')}
            value={form.direction}
            disabled={!!editing}
            onChange={(e) => set({ direction: e.target.value as '1' | '2' })}
            options={[
              { value: '2', label: t('p2p.advert.i_sell') },
              { value: '1', label: t('p2p.advert.i_buy') },
            ]}
          />
          <Select label={t('p2p.filter.coin')} value={form.coin} disabled={!!editing} onChange={(e) => set({ coin: e.target.value as AdvertBody['coin'] })} options={OTC_COINS.map((c) => ({ value: c, label: c }))} />
          <Select label={t('p2p.filter.fiat')} value={form.fiat} onChange={(e) => set({ fiat: e.target.value as AdvertBody['fiat'] })} options={OTC_FIATS.map((c) => ({ value: c, label: c }))} />
          <Select
            label={t('p2p.advert.price_type')}
            value={form.priceType}
            onChange={(e) => set({ priceType: e.target.value as PriceType })}
            options={[
              { value: '1', label: t('p2p.advert.price_fixed') },
              { value: '2', label: t('p2p.advert.price_floating') },
            ]}
          />
          {form.priceType === '1' ? (
            <TextInput label={t('p2p.advert.price', { fiat: form.fiat })} inputMode="decimal" required value={form.price} onChange={(e) => set({ price: e.target.value.trim() })} />
          ) : (
            <TextInput
              label={t('p2p.advert.margin')}
              hint={t('p2p.advert.margin_hint', { coin: form.coin, fiat: form.fiat, min: OTC_LIMITS.marginMin, max: OTC_LIMITS.marginMax })}
              inputMode="decimal"
              required
              value={form.margin}
              onChange={(e) => set({ margin: e.target.value.trim() })}
            />
          )}
          <TextInput label={t('p2p.advert.total', { coin: form.coin })} inputMode="decimal" required value={form.total} onChange={(e) => set({ total: e.target.value.trim() })} />
          <TextInput label={t('p2p.advert.min', { fiat: form.fiat })} inputMode="decimal" required value={form.minAmount} onChange={(e) => set({ minAmount: e.target.value.trim() })} />
          <TextInput label={t('p2p.advert.max', { fiat: form.fiat })} inputMode="decimal" required value={form.maxAmount} onChange={(e) => set({ maxAmount: e.target.value.trim() })} />
          <TextInput label={t('p2p.advert.window')} type="number" min={10} max={60} required value={String(form.payMinutes)} onChange={(e) => set({ payMinutes: Number(e.target.value) })} />
        </div>
        <fieldset className={styles.links}>
          <legend className={styles.muted}>{t('p2p.advert.pay_kinds')}</legend>
          {PAYMENT_KINDS.map((k) => (
            <Checkbox
              key={k}
              label={t(payKindKey(k))}
              checked={kinds.includes(k)}
              onChange={(e) => set({ payKinds: (e.target.checked ? [...kinds, k] : kinds.filter((x) => x !== k)) as AdvertBody['payKinds'] })}
            />
          ))}
        </fieldset>
        <TextArea label={t('p2p.advert.terms')} value={form.terms ?? ''} maxLength={500} count={(form.terms ?? '').length} rows={2} onChange={(e) => set({ terms: e.target.value })} />
        <TextArea label={t('p2p.advert.auto_reply')} value={form.autoReply ?? ''} maxLength={200} count={(form.autoReply ?? '').length} rows={2} onChange={(e) => set({ autoReply: e.target.value })} />
        <div className={styles.actions}>
          <Button type="submit" loading={busy} block>
            {t(editing ? 'p2p.advert.save' : 'p2p.advert.publish')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
