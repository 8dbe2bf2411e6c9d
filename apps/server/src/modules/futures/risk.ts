// A member's contract account in the risk core's terms, one settlement coin at a time: the cross
// wallet is the contract-account balance outside isolated positions (it carries what open orders
// hold and what cross positions have locked), open orders' margin is their holds, and each open
// position is priced at its mark. riskOf (risk/riskOf.ts) answers every figure from this; the
// service enforces and the wire shows the same numbers.
import { fromLedgerUnits, riskOf, toLedgerUnits, type AccountRisk, type Fixed, type PositionInput } from '../../risk/index.ts';
import type { Balance } from '../../ledger/index.ts';
import { CROSS, type ContractBook, type PositionState } from './book.ts';
import { lotsToFixed, type ContractPair } from './pair.ts';
import { pairByKey } from './settlement.ts';
import type { MarkSource } from './prices.ts';

export interface RiskedPosition {
  state: PositionState;
  pair: ContractPair;
  mark: Fixed;
}

export interface MemberRisk {
  settle: string;
  positions: RiskedPosition[];
  account: AccountRisk;
  /** Ledger units: the contract account's balance of the coin, and what the member's orders of it hold. */
  balance: Balance;
  orderHolds: bigint;
}

/** A position's setting overridden for a what-if (a leverage change judged before it is made). */
export interface WhatIf {
  state: PositionState;
  leverage: number;
}

export const statePair = (state: PositionState): ContractPair => pairByKey(`${state.kind}:${state.symbol}`);

export const markOf = (marks: MarkSource, pair: ContractPair, fallback: Fixed): Fixed => marks.mark(pair.kind, pair.config.symbol_name) ?? fallback;

const marksOf = (positions: readonly RiskedPosition[]): Record<string, Fixed> => {
  const marks: Record<string, Fixed> = {};
  for (const p of positions) marks[p.pair.key] = p.mark;
  return marks;
};

export const memberRisk = (book: ContractBook, marks: MarkSource, ownerKey: string, settle: string, balance: Balance, whatIf?: WhatIf): MemberRisk => {
  const positions: RiskedPosition[] = [];
  for (const state of book.ofOwner(ownerKey)) {
    if (state.size === 0n) continue;
    const pair = statePair(state);
    if (pair.settle !== settle) continue;
    positions.push({ state, pair, mark: markOf(marks, pair, state.entry) });
  }
  const orderHolds = book.holdsOf(ownerKey, (pairKey) => pairByKey(pairKey).settle === settle);
  const isolated = positions.reduce((sum, p) => (p.state.pattern === CROSS ? sum : sum + p.state.margin), 0n);
  const inputs: PositionInput[] = positions.map(({ state, pair }) => ({
    contract: pair.spec,
    size: lotsToFixed(pair, state.size),
    entryPrice: state.entry,
    leverage: whatIf?.state === state ? whatIf.leverage : state.leverage,
    mode: state.pattern === CROSS ? 'cross' : 'isolated',
    ...(state.pattern === CROSS ? {} : { isolatedMargin: fromLedgerUnits(state.margin) }),
  }));
  const account = riskOf({
    wallets: { [settle]: fromLedgerUnits(balance.available + balance.locked - isolated) },
    orderMargin: { [settle]: fromLedgerUnits(orderHolds) },
    positions: inputs,
    marks: marksOf(positions),
  });
  return { settle, positions, account, balance, orderHolds };
};

/** The coin's figures of a member risk (there is always one: the wallet's coin). */
export const coinOf = (risk: MemberRisk) => risk.account.coins.find((c) => c.coin === risk.settle)!;

/**
 * What a new order (or margin added to an isolated position) may use, in ledger units: the risk
 * core's available, which never exceeds the ledger's own available (unrealised profit is not
 * spendable: a hold comes out of the ledger's available).
 */
export const spendable = (risk: MemberRisk): bigint => {
  const available = toLedgerUnits(coinOf(risk).available);
  return available < risk.balance.available ? available : risk.balance.available;
};
