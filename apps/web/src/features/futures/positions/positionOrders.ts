// The orders a position's dialogs build (spec §7 close/{ptwt|sjwt|zyzs}, products.md §1.9–1.10): a
// close of part or all of it at market or at a limit, and a take-profit or stop-loss on the whole
// position (a zyzs order without an amount: it closes whatever is left when its trigger is crossed,
// at market). Each is checked by the contract's checkContractOrder against the position's mark price,
// the right way round for a short. Pure.
import {
  CONTRACT_TYPE_OF,
  checkContractOrder,
  type ContractEntrustRow,
  type ContractKind,
  type ContractOrderBody,
  type ContractOrderIssue,
  type ContractOrderRules,
  type ContractPositionRow,
  type ZyzsType,
} from '@exchange/contract/futures';
import type { ContractOrderRequest } from '../../../api/futures.ts';

const closeDirection = (position: Pick<ContractPositionRow, 'direction'>) => (position.direction === '1' ? '3' : '4');

const closeBody = (kind: ContractKind, position: ContractPositionRow): ContractOrderBody => ({
  exchangeCoinStr: position.symbol_name,
  direction: closeDirection(position),
  contractType: CONTRACT_TYPE_OF[kind],
  closeLogContractOrderCode: position.order_code,
});

export type Prepared = { request: ContractOrderRequest; issue: null } | { issue: ContractOrderIssue };

/** Closes what the position may close now at market (the "market close" button). */
export const marketCloseAll = (kind: ContractKind, position: ContractPositionRow): ContractOrderRequest => ({
  action: 'close',
  type: 'sjwt',
  body: { ...closeBody(kind, position), amount: position.balance },
});

/** A close of `amount` at `price` (the limit-close dialog). */
export const limitClose = (kind: ContractKind, position: ContractPositionRow, price: string, amount: string, rules: ContractOrderRules): Prepared => {
  const body = { ...closeBody(kind, position), price: price.trim(), amount: amount.trim() };
  const issue = checkContractOrder('close', 'ptwt', body, rules);
  return issue ? { issue } : { request: { action: 'close', type: 'ptwt', body }, issue: null };
};

/** A take-profit (1) or stop-loss (2) on the whole position, fired at `trigger`, judged against `reference` (the mark). */
export const positionExit = (kind: ContractKind, position: ContractPositionRow, zyzsType: ZyzsType, trigger: string, rules: ContractOrderRules, reference: string): Prepared => {
  const body = { ...closeBody(kind, position), triggerPrice: trigger.trim(), zyzsType };
  const issue = checkContractOrder('close', 'zyzs', body, rules, reference.trim() === '' ? undefined : reference);
  return issue ? { issue } : { request: { action: 'close', type: 'zyzs', body }, issue: null };
};

/** The waiting whole-position take-profit or stop-loss of a position, from the TP/SL order list. */
export const armedExit = (orders: readonly ContractEntrustRow[], position: Pick<ContractPositionRow, 'id'>, zyzsType: ZyzsType): ContractEntrustRow | undefined =>
  orders.find((order) => order.position_id === position.id && order.zyzs_type === zyzsType && order.entrust_balance === '' && order.entrust_status === '0');
