// One pulse contract as the module keeps it while it is open, its ledger moves, and its settlement
// by the rule of the wire contract (pulseOutcome): the result follows from the recorded trades alone.
import { pulseOutcome, type PulseDirection, type PulseResult } from '@exchange/contract';
import { memberOwner, SYSTEM_OWNER, WALLET_TYPE, type BalanceRef, type Move, type Owner } from '../../ledger/index.ts';
import type { PriceTape, TapeTrade } from './tape.ts';

export const PULSE_HOUSE: Owner = { ownerType: 'system', ownerId: SYSTEM_OWNER.pulseHouse };
const COIN = 'USDT';

export interface OpenContract {
  id: string;
  memberId: string;
  symbol: string;
  direction: PulseDirection;
  seconds: number;
  stake: bigint;
  ratioBp: number;
  profitIfWin: bigint;
  acceptedAt: number;
  expireAt: number;
  entry: TapeTrade | null;
}

export interface Settlement {
  contract: OpenContract;
  entry: TapeTrade | null;
  exit: TapeTrade | null;
  result: PulseResult;
  /** Signed ledger units: + profit on a win, − stake on a loss, 0 otherwise. */
  profit: bigint;
}

const at = (owner: Owner, balance: 'available' | 'locked'): BalanceRef => ({ ...owner, walletType: WALLET_TYPE.pulse, balance });

const move = (from: BalanceRef, to: BalanceRef, amount: bigint, kind?: string): Move[] => (amount > 0n ? [{ from, to, asset: COIN, amount, ...(kind ? { kind } : {}) }] : []);

/** Acceptance: the stake and the house's possible profit are both held until settlement. */
export const stakeMoves = (c: Pick<OpenContract, 'memberId' | 'stake' | 'profitIfWin'>): Move[] => {
  const member = memberOwner(c.memberId);
  return [...move(at(member, 'available'), at(member, 'locked'), c.stake), ...move(at(PULSE_HOUSE, 'available'), at(PULSE_HOUSE, 'locked'), c.profitIfWin)];
};

/** Settlement: both holds end; a win takes the house's held profit, a loss gives the house the stake. */
export const settlementMoves = (s: Settlement): Move[] => {
  const { contract: c, result } = s;
  const member = memberOwner(c.memberId);
  if (result === 'win')
    return [...move(at(member, 'locked'), at(member, 'available'), c.stake, 'release'), ...move(at(PULSE_HOUSE, 'locked'), at(member, 'available'), c.profitIfWin, 'pulse_payout')];
  if (result === 'lose')
    return [...move(at(member, 'locked'), at(PULSE_HOUSE, 'available'), c.stake, 'pulse_loss'), ...move(at(PULSE_HOUSE, 'locked'), at(PULSE_HOUSE, 'available'), c.profitIfWin, 'release')];
  return [...move(at(member, 'locked'), at(member, 'available'), c.stake, 'release'), ...move(at(PULSE_HOUSE, 'locked'), at(PULSE_HOUSE, 'available'), c.profitIfWin, 'release')];
};

/** The contract's settlement from the tape of its symbol. */
export const settle = (c: OpenContract, tape: PriceTape | undefined): Settlement => {
  const entry = tape?.entry(c.acceptedAt) ?? null;
  const exit = tape?.exit(c.expireAt) ?? null;
  const late = entry !== null && entry.time > c.expireAt;
  const result = pulseOutcome(c.direction, entry?.price ?? null, exit?.price ?? null, late);
  const profit = result === 'win' ? c.profitIfWin : result === 'lose' ? -c.stake : 0n;
  return result === 'void' ? { contract: c, entry: late ? null : entry, exit: null, result, profit } : { contract: c, entry, exit, result, profit };
};
