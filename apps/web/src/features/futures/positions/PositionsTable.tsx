// The member's positions of one kind (all contracts, or the one on screen): size, entry, mark,
// liquidation price, margin, margin ratio, unrealised PnL with ROE, funding so far and TP/SL, every
// figure as the server sends it (at the mark price). Each row can adjust its isolated margin, edit its
// take-profit and stop-loss, close at market or at a limit; "Close all" closes every position.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractPositionRow } from '@exchange/contract/futures';
import { usePlaceContractOrder } from '../../../api/futuresQueries.ts';
import { Button } from '../../../ui/Button.tsx';
import { toast } from '../../../ui/toast.ts';
import { CloseAllDialog } from './CloseAllDialog.tsx';
import { LimitCloseDialog } from './LimitCloseDialog.tsx';
import { MarginDialog } from './MarginDialog.tsx';
import { marketCloseAll } from './positionOrders.ts';
import { figure, fractionPercent, signed, toneOf } from './riskFormat.ts';
import { TpSlDialog } from './TpSlDialog.tsx';
import table from '../../spot/orders/orderTable.module.css';
import spot from '../../spot/orders/orders.module.css';
import styles from '../futures.module.css';

export interface PositionsTableProps {
  kind: ContractKind;
  positions: ContractPositionRow[];
  /** The contract on screen (close all may keep to it). */
  pair: string;
  /** How an amount's unit reads (CONT → "Cont"). */
  unitLabel: (unit: string) => string;
}

type Open = { dialog: 'margin' | 'tpsl' | 'limit'; position: ContractPositionRow } | { dialog: 'closeAll' } | null;

const isPositive = (value: string) => figure(value) !== '--' && !/^0(\.0*)?$/.test(value.trim());

export function PositionsTable({ kind, positions, pair, unitLabel }: PositionsTableProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const place = usePlaceContractOrder(kind);
  const closing = place.isPending ? place.variables?.body.closeLogContractOrderCode : undefined;
  const close = () => setOpen(null);
  // A dialog shows the position as last fetched (its margin and liquidation price move while it is open).
  const fresh = (position: ContractPositionRow) => positions.find((row) => row.id === position.id) ?? position;

  const marketClose = (position: ContractPositionRow) =>
    place.mutate(marketCloseAll(kind, position), { onSuccess: () => toast.success(t('futures.close.market_done', { pair: position.symbol_name })) });

  return (
    <>
      <div className={spot.listBar}>
        <span className={spot.note}>{t('futures.position.at_mark_note')}</span>
        <Button size="sm" variant="secondary" disabled={positions.length === 0} onClick={() => setOpen({ dialog: 'closeAll' })}>
          {t('futures.close_all.button')}
        </Button>
      </div>
      <div className={table.frame} tabIndex={0} role="region" aria-label={t('futures.tab.positions')}>
        <table className={table.table} aria-label={t('futures.tab.positions')}>
          <thead>
            <tr>
              <th scope="col">{t('futures.position.contract')}</th>
              <th scope="col">{t('futures.position.size')}</th>
              <th scope="col">{t('futures.position.entry')}</th>
              <th scope="col">{t('futures.position.mark')}</th>
              <th scope="col">{t('futures.position.liquidation')}</th>
              <th scope="col">{t('futures.position.margin')}</th>
              <th scope="col">{t('futures.position.margin_ratio')}</th>
              <th scope="col">{t('futures.position.pnl')}</th>
              <th scope="col">{t('futures.position.funding')}</th>
              <th scope="col">{t('futures.position.tpsl')}</th>
              <th scope="col">{t('futures.position.close')}</th>
            </tr>
          </thead>
          <tbody>
            {positions.map((position) => {
              const long = position.direction === '1';
              const unit = unitLabel(position.balance_symbol);
              const name = t('futures.position.name', { pair: position.symbol_name, side: t(long ? 'futures.side.long' : 'futures.side.short') });
              return (
                <tr key={position.id}>
                  <th scope="row" className={table.nowrap}>
                    <span className={styles.contractName}>{position.symbol_name}</span>
                    <span className={long ? table.buy : table.sell}>
                      {t(long ? 'futures.side.long' : 'futures.side.short')} {position.leverage}x
                    </span>{' '}
                    <span className={styles.muted}>{t(position.pattern === '2' ? 'futures.margin_mode.cross' : 'futures.margin_mode.isolated')}</span>
                  </th>
                  <td className={table.number}>
                    {figure(position.size)} {unit}
                    {isPositive(position.frozen_balance) && <span className={styles.sub}>{t('futures.position.closable', { amount: figure(position.balance) })}</span>}
                  </td>
                  <td className={table.number}>{figure(position.avg_price)}</td>
                  <td className={table.number}>{figure(position.mark_price)}</td>
                  <td className={`${table.number} ${styles.liquidation}`}>{figure(position.forcePrice)}</td>
                  <td className={table.number}>
                    {figure(position.principal_amount)} {position.principal_symbol}
                    {position.pattern === '1' && (
                      <button type="button" className={`${table.action} ${styles.cellAction}`} aria-label={t('futures.margin.adjust_of', { name })} aria-haspopup="dialog" onClick={() => setOpen({ dialog: 'margin', position })}>
                        {t('futures.margin.adjust')}
                      </button>
                    )}
                  </td>
                  <td className={table.number}>{fractionPercent(position.margin_ratio)}</td>
                  <td className={`${table.number} ${styles[toneOf(position.unrealised_pnl)]}`}>
                    {signed(position.unrealised_pnl)} {position.principal_symbol}
                    <span className={styles.sub}>{fractionPercent(position.roe)}</span>
                  </td>
                  <td className={`${table.number} ${styles[toneOf(position.night_amount)]}`}>
                    {signed(position.night_amount)} {position.principal_symbol}
                  </td>
                  <td className={table.number}>
                    <span className={styles.sub}>{t('futures.position.tp', { price: figure(position.take_profit_price) })}</span>
                    <span className={styles.sub}>{t('futures.position.sl', { price: figure(position.stop_loss_price) })}</span>
                    <button type="button" className={`${table.action} ${styles.cellAction}`} aria-label={t('futures.tpsl.edit_of', { name })} aria-haspopup="dialog" onClick={() => setOpen({ dialog: 'tpsl', position })}>
                      {t('futures.tpsl.edit')}
                    </button>
                  </td>
                  <td className={table.nowrap}>
                    <button
                      type="button"
                      className={table.action}
                      aria-label={t('futures.close.market_of', { name })}
                      aria-busy={closing === position.order_code || undefined}
                      disabled={!isPositive(position.balance)}
                      onClick={() => marketClose(position)}
                    >
                      {t('futures.close.market')}
                    </button>
                    <button
                      type="button"
                      className={table.action}
                      aria-label={t('futures.close.limit_of', { name })}
                      aria-haspopup="dialog"
                      disabled={!isPositive(position.balance)}
                      onClick={() => setOpen({ dialog: 'limit', position })}
                    >
                      {t('futures.close.limit')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {open?.dialog === 'margin' && <MarginDialog kind={kind} position={fresh(open.position)} onClose={close} />}
      {open?.dialog === 'tpsl' && <TpSlDialog kind={kind} position={fresh(open.position)} onClose={close} />}
      {open?.dialog === 'limit' && <LimitCloseDialog kind={kind} position={fresh(open.position)} unit={unitLabel(open.position.balance_symbol)} onClose={close} />}
      {open?.dialog === 'closeAll' && <CloseAllDialog kind={kind} pair={pair} onClose={close} />}
    </>
  );
}
