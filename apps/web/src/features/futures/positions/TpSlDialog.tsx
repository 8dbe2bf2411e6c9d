// Take-profit and stop-loss on a whole position (close/zyzs without an amount: whatever is left closes
// at market when the trigger is crossed). Each level is checked the right way round for the side
// against the position's mark price; a new level replaces the one armed before it (the old order is
// cancelled once the new one is in), and an armed level can be removed on its own.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractPositionRow, ZyzsType } from '@exchange/contract/futures';
import { useCancelContractOrders, useContractOrders, useContractRules, usePlaceContractOrder } from '../../../api/futuresQueries.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { toast } from '../../../ui/toast.ts';
import { cleanDecimal } from '../../spot/orders/orderMath.ts';
import { DecimalField } from '../../spot/orders/DecimalField.tsx';
import { ticketIssueText } from '../orders/ticketIssue.ts';
import { armedExit, positionExit } from './positionOrders.ts';
import { figure } from './riskFormat.ts';
import spot from '../../spot/orders/orders.module.css';
import styles from '../futures.module.css';

const EXIT_PAGE = { current: 1, size: 50 };
const LEVELS: ReadonlyArray<{ type: ZyzsType; key: 'take_profit' | 'stop_loss' }> = [
  { type: '1', key: 'take_profit' },
  { type: '2', key: 'stop_loss' },
];

export function TpSlDialog({ kind, position, onClose }: { kind: ContractKind; position: ContractPositionRow; onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useContractRules(kind, position.symbol_name).data;
  const exits = useContractOrders(kind, 'zyzs', position.symbol_name, EXIT_PAGE).data?.records ?? [];
  const place = usePlaceContractOrder(kind);
  const cancel = useCancelContractOrders(kind);
  const [values, setValues] = useState<Record<ZyzsType, string>>({ '1': position.take_profit_price, '2': position.stop_loss_price });
  const [errors, setErrors] = useState<Partial<Record<ZyzsType, string>>>({});
  const [busy, setBusy] = useState(false);
  const priceScale = rules?.priceScale ?? 8;
  const armed = (type: ZyzsType) => (type === '1' ? position.take_profit_price : position.stop_loss_price);

  const remove = (type: ZyzsType) => {
    const order = armedExit(exits, position, type);
    if (!order) return;
    cancel.mutate({ type: 'contract_zyzs', idList: [order.id] }, { onSuccess: () => toast.success(t('futures.tpsl.removed')) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !rules) return;
    const terms = { priceScale: rules.priceScale, amountScale: rules.amountScale, minAmount: rules.minAmount };
    const changed = LEVELS.filter(({ type }) => values[type].trim() !== '' && values[type].trim() !== armed(type));
    const prepared = changed.map(({ type }) => ({ type, ...positionExit(kind, position, type, values[type], terms, position.mark_price) }));
    const found: Partial<Record<ZyzsType, string>> = {};
    for (const item of prepared) if (item.issue) found[item.type] = ticketIssueText(item.issue, t).text;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (changed.length === 0) return onClose();
    setBusy(true);
    try {
      for (const item of prepared) {
        if (item.issue) continue;
        const before = armedExit(exits, position, item.type);
        await place.mutateAsync(item.request);
        if (before) await cancel.mutateAsync({ type: 'contract_zyzs', idList: [before.id] });
      }
      toast.success(t('futures.tpsl.saved'));
      onClose();
    } catch {
      // The transport toasted why; what was placed before the failure stays placed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('futures.tpsl.title', { pair: position.symbol_name })} closeLabel={t('common.close')} width={460}>
      <form onSubmit={submit} noValidate>
        <dl className={styles.figures}>
          <div className={spot.line}>
            <dt>{t('futures.position.entry')}</dt>
            <dd className={spot.figure}>{figure(position.avg_price)}</dd>
          </div>
          <div className={spot.line}>
            <dt>{t('futures.position.mark')}</dt>
            <dd className={spot.figure}>{figure(position.mark_price)}</dd>
          </div>
        </dl>
        <p className={styles.dialogNote}>{t(position.direction === '1' ? 'futures.tpsl.rule_long' : 'futures.tpsl.rule_short')}</p>
        {LEVELS.map(({ type, key }) => (
          <div key={type} className={styles.level}>
            <DecimalField
              label={t(`futures.tpsl.${key}_trigger`)}
              value={values[type]}
              unit={position.symbol_name.split('/')[1] ?? ''}
              onValue={(value) => setValues((current) => ({ ...current, [type]: cleanDecimal(value, priceScale) }))}
              error={errors[type]}
            />
            {armed(type) && (
              <Button size="sm" variant="ghost" loading={cancel.isPending} onClick={() => remove(type)}>
                {t(`futures.tpsl.remove_${key}`)}
              </Button>
            )}
          </div>
        ))}
        <Button type="submit" block loading={busy} disabled={!rules}>
          {t('futures.tpsl.confirm')}
        </Button>
      </form>
    </Dialog>
  );
}
