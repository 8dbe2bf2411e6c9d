// How an order or fill row reads on screen, shared by the exchange page's tabs and the account's
// entrust page: status (every entrust_status, with "partly filled" and "waiting for trigger" told
// apart), type, side, filled of asked, and the trigger / TP / SL prices it carries. Pure: translation
// keys and display strings only.
import Big from 'big.js';
import { stripZeros } from '@exchange/contract/format';
import { ENTRUST_STATUS, type Direction, type EntrustRow, type SpotOrderType } from '@exchange/contract/spot';

const EMPTY = '--';

/** A wire decimal without trailing zeros; "--" when absent or unreadable. */
export const shown = (value: string | undefined): string => (value ? stripZeros(value) : EMPTY);

const positive = (value: string | undefined): boolean => {
  try {
    return Boolean(value) && new Big(value!).gt(0);
  } catch {
    return false;
  }
};

export const isOpenOrder = (row: Pick<EntrustRow, 'entrust_status'>): boolean => row.entrust_status === ENTRUST_STATUS.open;

/** Read from the fields spot and contract orders share, so contract lists word their statuses alike. */
export const statusKey = (row: Pick<EntrustRow, 'entrust_status' | 'trigger_waiting' | 'success_balance'>): string => {
  switch (row.entrust_status) {
    case ENTRUST_STATUS.open:
      if (row.trigger_waiting === '1') return 'entrust.status.waiting';
      return positive(row.success_balance) ? 'entrust.status.partial' : 'entrust.status.open';
    case ENTRUST_STATUS.done:
      return 'entrust.status.done';
    case ENTRUST_STATUS.cancelled:
      return positive(row.success_balance) ? 'entrust.status.partial_cancelled' : 'entrust.status.cancelled';
    case ENTRUST_STATUS.failed:
      return 'entrust.status.failed';
    default:
      return 'entrust.status.unknown';
  }
};

/** An order's type; a take-profit / stop-loss exit (a market order of its own) is named as one. */
export const typeKey = (row: Pick<EntrustRow, 'entrust_type' | 'parent_id'>): string =>
  row.parent_id ? 'spot.order.type.exit' : `spot.order.type.${row.entrust_type satisfies SpotOrderType}`;
export const sideKey = (direction: Direction): string => (direction === '1' ? 'spot.order.side.buy' : 'spot.order.side.sell');

/** Filled of asked: money (quote) for a market buy by money, amount (base) otherwise. */
export const filledOf = (row: EntrustRow): { filled: string; asked: string; byMoney: boolean } => {
  const byMoney = row.entrust_balance === '' && row.entrust_money !== '';
  return byMoney
    ? { filled: shown(row.success_money || '0'), asked: shown(row.entrust_money), byMoney }
    : { filled: shown(row.success_balance || '0'), asked: shown(row.entrust_balance), byMoney };
};

/** The limit price, or null for a market order (shown as "Market"). */
export const limitPriceOf = (row: EntrustRow): string | null => (row.entrust_price ? shown(row.entrust_price) : null);

export interface Condition {
  key: string;
  price: string;
}

/** Trigger, take-profit and stop-loss prices the order carries. */
export const conditionsOf = (row: Pick<EntrustRow, 'trigger_price' | 'take_profit_price' | 'stop_loss_price'>): Condition[] =>
  [
    { key: 'entrust.condition.trigger', value: row.trigger_price },
    { key: 'entrust.condition.take_profit', value: row.take_profit_price },
    { key: 'entrust.condition.stop_loss', value: row.stop_loss_price },
  ].flatMap(({ key, value }) => (positive(value) ? [{ key, price: shown(value) }] : []));

