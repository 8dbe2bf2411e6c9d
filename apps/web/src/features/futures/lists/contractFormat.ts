// How a contract order or fill reads on screen, shared by the exchange page's tabs and the account's
// entrust pages: side (open long … close short), type (a take-profit or stop-loss named as such, the
// exchange's own liquidation and auto-deleveraging orders marked), status, filled of asked and the
// trigger / TP / SL it carries. Pure: translation keys and display strings only.
import type { ContractDirection, ContractEntrustRow, ContractFillRow } from '@exchange/contract/futures';
import { conditionsOf, shown, statusKey, type Condition } from '../../spot/orders/entrustFormat.ts';

const SIDE: Record<ContractDirection, string> = { '1': 'open_long', '2': 'open_short', '3': 'close_long', '4': 'close_short' };

export const contractSideKey = (direction: ContractDirection): string => `futures.side.${SIDE[direction]}`;

/** Opens and closes of a long read as buys, of a short as sells: the colour of the side. */
export const isBuySide = (direction: ContractDirection): boolean => direction === '1' || direction === '4';

export const contractTypeKey = (row: Pick<ContractEntrustRow, 'entrust_type' | 'zyzs_type'>): string => {
  if (row.entrust_type === 'zyzs') return row.zyzs_type === '2' ? 'futures.type.stop_loss' : 'futures.type.take_profit';
  return `futures.type.${{ ptwt: 'limit', sjwt: 'market', jhwt: 'plan' }[row.entrust_type]}`;
};

/** The exchange's own orders on the member's position (a liquidation, an auto-deleveraging), or null. */
export const sourceKey = (row: Pick<ContractEntrustRow | ContractFillRow, 'source'>): string | null => (row.source === 'member' ? null : `futures.source.${row.source}`);

/** The spot status words read the same on a contract order (waiting for its trigger, partly filled …). */
export const contractStatusKey = (row: ContractEntrustRow): string => statusKey(row);

/** Filled of asked; a TP/SL for the whole position asks for "all". */
export const contractFilled = (row: ContractEntrustRow): { filled: string; asked: string | null } => ({
  filled: shown(row.success_balance || '0'),
  asked: row.entrust_balance ? shown(row.entrust_balance) : null,
});

export const contractConditions = (row: ContractEntrustRow): Condition[] => conditionsOf(row);

/** An amount's unit as it reads: CONT becomes the translated word for contracts. */
export const unitKeyOf = (unit: string): string | null => (unit.toUpperCase() === 'CONT' ? 'futures.unit.cont' : null);
