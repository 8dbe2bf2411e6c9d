// The fixed shapes of transfer: what a deposit, withdrawal, hold, release and trade move. Pure.
import { LedgerError } from './errors.ts';
import { SYSTEM_OWNER, type AccountKey, type BalanceKind, type BalanceRef, type Move, type Owner, type TransferInput } from './types.ts';

export interface SingleBalanceInput {
  owner: Owner;
  walletType: string;
  asset: string;
  /** Minor units (ledger/amount.ts). */
  amount: bigint;
  ref: string;
}

export interface WithdrawInput extends SingleBalanceInput {
  /** A withdrawal first held for review leaves from locked; an instant one from available. */
  balance?: BalanceKind;
}

export interface TradeLeg {
  /** Who pays: usually the locked balance the order's hold put aside. */
  from: BalanceRef;
  /** Who receives, into available. */
  to: AccountKey;
  asset: string;
  amount: bigint;
  /** Taken from what the receiver gets and paid to the fees account of the receiver's wallet. */
  fee?: bigint;
}

export interface SettleTradeInput {
  ref: string;
  legs: TradeLeg[];
}

const at = (owner: Owner, walletType: string, balance: BalanceKind): BalanceRef => ({ ...owner, walletType, balance });
const external = (walletType: string): BalanceRef => at({ ownerType: 'system', ownerId: SYSTEM_OWNER.external }, walletType, 'available');

const single = (kind: string, input: SingleBalanceInput, from: BalanceRef, to: BalanceRef): TransferInput => ({
  kind,
  ref: input.ref,
  moves: [{ from, to, asset: input.asset, amount: input.amount }],
});

export const depositMoves = (i: SingleBalanceInput) => single('deposit', i, external(i.walletType), at(i.owner, i.walletType, 'available'));

export const withdrawMoves = (i: WithdrawInput) => single('withdrawal', i, at(i.owner, i.walletType, i.balance ?? 'available'), external(i.walletType));

export const holdMoves = (i: SingleBalanceInput) => single('hold', i, at(i.owner, i.walletType, 'available'), at(i.owner, i.walletType, 'locked'));

export const releaseMoves = (i: SingleBalanceInput) => single('release', i, at(i.owner, i.walletType, 'locked'), at(i.owner, i.walletType, 'available'));

/**
 * A fill: each leg pays the receiver in full, then the receiver pays its fee, so the receiver's
 * history shows both the gross proceeds and the fee (entries of kind "trade" and "fee").
 */
export const tradeMoves = ({ ref, legs }: SettleTradeInput): TransferInput => {
  if (legs.length === 0) throw new LedgerError('Nothing to transfer');
  const moves = legs.flatMap((leg): Move[] => {
    const fee = leg.fee ?? 0n;
    if (typeof fee !== 'bigint' || fee < 0n || fee > leg.amount) throw new LedgerError('Fee must be between zero and the amount');
    const receiver = { ...leg.to, balance: 'available' as const };
    const paid: Move = { from: leg.from, to: receiver, asset: leg.asset, amount: leg.amount, kind: 'trade' };
    if (fee === 0n) return [paid];
    const fees = at({ ownerType: 'system', ownerId: SYSTEM_OWNER.fees }, leg.to.walletType, 'available');
    return [paid, { from: receiver, to: fees, asset: leg.asset, amount: fee, kind: 'fee' }];
  });
  return { kind: 'trade', ref, moves };
};
