// The pulse calls: symbols and terms, the pulse wallet and its swap with the spot account, placing
// a contract (every refusal before anything is written), and the member's and the public lists.
import { PULSE_COIN, PULSE_UNAVAILABLE_CODE, type Page, type PulseContractRow, type PulseDirection, type PulsePing, type PulsePublicTrade, type PulseStatus, type PulseSwapRate, type PulseSwapResult, type PulseSymbol, type PulseWallet } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { INSUFFICIENT_BALANCE, LedgerError, memberOwner, trimUnits, WALLET_TYPE, type Ledger } from '../../ledger/index.ts';
import type { MarketHub } from '../../market/hub.ts';
import type { Publisher } from '../../broker/index.ts';
import type { PulseConfig } from '../../config.ts';
import { amountOf } from '../assets/checks.ts';
import { stakeMoves, type OpenContract } from './contract.ts';
import { insertContract, memberContract, memberContracts, openOf, publicTrades } from './repo.ts';
import { publishPulseChange } from './refresh.ts';
import type { PulseState } from './state.ts';
import { durationOf, durationRows, profitIfWin, stakeOf, termsOf } from './terms.ts';

export const PULSE_OFF_MESSAGE = 'Pulse is not available at the moment';
/** While switched off nothing new goes in; what is in still settles and may be read and swapped out. */
export const PULSE_OFF_ENTRUST = 'Pulse is switched off: no new contracts are taken (open contracts still settle)';
export const PULSE_OFF_SWAP_IN = 'Pulse is switched off: USDT cannot be swapped into the pulse wallet (swapping out still works)';
const PUBLIC_TRADES = 20;

export interface PulseServiceDeps {
  db: Db;
  ledger: Ledger;
  hub: () => MarketHub;
  publisher: Publisher;
  config: PulseConfig;
  state: PulseState;
  now: () => number;
  /** Writes an entry found at once (the trade came between acceptance and the commit). */
  entrySeen: (c: OpenContract) => void;
  /** The operator's switch as stored (switch.ts); on when absent. */
  operatorOn?: boolean;
}

export const createPulseService = (deps: PulseServiceDeps) => {
  const { state, ledger } = deps;
  const terms = termsOf(deps.config);
  // Off by configuration (PULSE=off) or by an operator (pulse-off): either is enough.
  let operatorOn = deps.operatorOn ?? true;
  const isOn = () => deps.config.enabled && operatorOn;

  const requireOn = (message: string) => {
    if (!isOn()) throw new BusinessError(message);
  };

  const markets = () => deps.hub().all('xh').filter((m) => m.config.quote_symbol === PULSE_COIN);
  const marketOf = (symbol: string) => {
    const market = deps.hub().get('xh', symbol);
    if (!market || market.config.quote_symbol !== PULSE_COIN) throw new BusinessError('Unknown symbol');
    return market;
  };
  const fresh = (symbol: string) => {
    const last = state.tapes.get(symbol)?.last;
    return last !== null && last !== undefined && deps.now() - last.time <= deps.config.staleSeconds * 1000;
  };

  const walletOf = async (memberId: string): Promise<PulseWallet> => {
    const b = await ledger.balance(memberOwner(memberId), WALLET_TYPE.pulse, PULSE_COIN);
    return { coin: PULSE_COIN, available: trimUnits(b.available), frozen: trimUnits(b.locked) };
  };

  const admitted = (memberId: string, symbol: string, direction: PulseDirection, seconds: number, amount: string): Omit<OpenContract, 'id' | 'entry'> => {
    marketOf(symbol);
    const duration = durationOf(terms, seconds);
    const stake = stakeOf(terms, amount);
    if (!fresh(symbol)) throw new BusinessError(`${symbol} has not traded for over ${deps.config.staleSeconds} s; pulse contracts on it are paused`);
    if (state.openCount(memberId) >= deps.config.maxOpen) throw new BusinessError(`At most ${deps.config.maxOpen} open pulse contracts at a time`);
    const acceptedAt = deps.now();
    const expireAt = acceptedAt + duration.seconds * 1000;
    const profit = profitIfWin(stake, duration.ratioBp);
    if (!state.exposure.allows(symbol, expireAt, direction, stake + profit))
      throw new BusinessError(`The house limit for ${symbol} at this expiry is reached: try a smaller stake, the other direction or another duration`);
    return { memberId, symbol, direction, seconds, stake, ratioBp: duration.ratioBp, profitIfWin: profit, acceptedAt, expireAt };
  };

  return {
    /** Whether pulse takes new contracts and swaps in (what the ping tells the web). */
    get enabled() {
      return isOn();
    },
    /** Whether the configuration lets it be on at all (PULSE). */
    get configured() {
      return deps.config.enabled;
    },
    /** The operator's switch, already stored by the caller (switch.ts); contracts already open still settle. */
    setOperatorSwitch(on: boolean) {
      operatorOn = on;
    },

    ping(): PulsePing {
      return isOn() ? { code: 200, success: true, data: 'pong', msg: 'success' } : { code: PULSE_UNAVAILABLE_CODE, success: false, data: null, msg: PULSE_OFF_MESSAGE };
    },

    symbols(): PulseSymbol[] {
      const durations = durationRows(terms);
      return markets().map((m) => ({
        symbol: m.config.symbol_name,
        coin: m.config.coin_symbol,
        avatar: m.config.avatar,
        price: state.tapes.get(m.config.symbol_name)?.last?.price ?? m.lastPrice,
        status: isOn() && fresh(m.config.symbol_name) ? 1 : 0,
        durations,
      }));
    },

    wallet: async (memberId: string): Promise<PulseWallet> => {
      return walletOf(memberId);
    },

    swapRate(): PulseSwapRate {
      return { coin: PULSE_COIN, rate: '1' };
    },

    /** USDT between the spot account and the pulse wallet, one for one. */
    async swap(memberId: string, direction: 'in' | 'out', amount: string): Promise<PulseSwapResult> {
      if (direction === 'in') requireOn(PULSE_OFF_SWAP_IN);
      const units = amountOf(amount, 8);
      const member = memberOwner(memberId);
      const [from, to] = direction === 'in' ? [WALLET_TYPE.spot, WALLET_TYPE.pulse] : [WALLET_TYPE.pulse, WALLET_TYPE.spot];
      const source = await ledger.balance(member, from, PULSE_COIN);
      if (source.available < units) throw new BusinessError(direction === 'in' ? 'Insufficient USDT on the spot account' : 'Insufficient pulse balance');
      try {
        await ledger.transfer({ kind: 'transfer', ref: `pulse-swap-${direction}`, moves: [{ from: { ...member, walletType: from, balance: 'available' }, to: { ...member, walletType: to, balance: 'available' }, asset: PULSE_COIN, amount: units }] });
      } catch (error) {
        if (error instanceof LedgerError && error.message === INSUFFICIENT_BALANCE) throw new BusinessError('Insufficient balance');
        throw error;
      }
      const spot = await ledger.balance(member, WALLET_TYPE.spot, PULSE_COIN);
      return { wallet: await walletOf(memberId), spotAvailable: trimUnits(spot.available) };
    },

    async place(memberId: string, body: { symbol: string; direction: PulseDirection; seconds: number; amount: string }): Promise<PulseContractRow> {
      requireOn(PULSE_OFF_ENTRUST);
      const terms = admitted(memberId, body.symbol, body.direction, body.seconds, body.amount);
      const balance = await ledger.balance(memberOwner(memberId), WALLET_TYPE.pulse, PULSE_COIN);
      if (balance.available < terms.stake) throw new BusinessError('Insufficient pulse balance: swap USDT into the pulse wallet first');
      // Counted before the writes, so two calls at once cannot both pass the caps; taken back on refusal.
      const reserved: OpenContract = { ...terms, id: `pending-${memberId}-${terms.acceptedAt}-${Math.random()}`, entry: { seq: '', price: '', time: 0 } };
      state.add(reserved);
      let row;
      try {
        row = await deps.db.transaction().execute(async (trx) => {
          const inserted = await insertContract(trx, terms);
          await ledger.transfer({ kind: 'pulse_stake', ref: `pulse:${inserted.id}`, moves: stakeMoves(terms) }, trx);
          return inserted;
        });
      } catch (error) {
        if (error instanceof LedgerError && error.message === INSUFFICIENT_BALANCE) {
          const after = await ledger.balance(memberOwner(memberId), WALLET_TYPE.pulse, PULSE_COIN);
          throw new BusinessError(after.available < terms.stake ? 'Insufficient pulse balance' : 'The house cannot take this stake now: try a smaller one');
        }
        throw error;
      } finally {
        state.remove(reserved);
      }
      const open = openOf(row);
      open.entry = state.tapes.get(open.symbol)?.entry(open.acceptedAt) ?? null;
      state.add(open);
      if (open.entry) deps.entrySeen(open);
      publishPulseChange(deps.publisher, memberId, open.id, 'open', true);
      return { ...(await memberContract(deps.db, memberId, open.id))!, ...(open.entry ? { entryPrice: open.entry.price, entryTime: open.entry.time, entryTradeId: open.entry.seq } : {}) };
    },

    list: async (memberId: string, status: PulseStatus | undefined, current: number, size: number): Promise<Page<PulseContractRow>> => {
      return memberContracts(deps.db, memberId, status, current, size);
    },

    detail: async (memberId: string, id: string): Promise<PulseContractRow> => {
      const row = await memberContract(deps.db, memberId, id);
      if (!row) throw new BusinessError('Contract not found');
      return row;
    },

    publicTrades: async (): Promise<PulsePublicTrade[]> => {
      return publicTrades(deps.db, PUBLIC_TRADES);
    },
  };
};

export type PulseService = ReturnType<typeof createPulseService>;
