// The simulator's contract bots (issue 22 part 7): system members that hold real margin and
// positions on the contract account and trade the ubw and bbw books through the same service
// calls a member's form makes (service.place / service.cancel): margin held for their orders,
// positions opened and closed, fees paid, funding paid and received, followed by the liquidation
// worker like anyone's. The market simulator (market/simulator.ts) decides where they quote and
// when they take; this file turns that into member orders.
//
// Positions are one-way (one side per member and contract), so a market maker quoting both sides
// is two members: maker-long only ever holds longs (its bids open, its asks close what it holds),
// maker-short only ever holds shorts. An ask is a close of maker-long's long while it has one to
// close, else an open short of maker-short; a bid the other way round. So inventory a taker leaves
// with one maker is the first thing the next taker on the other side takes back. The taker closes
// its own position before it opens the other side. Each bot's position is capped (MAX_POSITION_DAYS
// of the market's daily volume): past it, it only reduces.
//
// Money: every bot is cross margined at LEVERAGE on every contract, its contract account funded by
// a deposit from outside (as the pulse house's and the spot bots' are) on the first start, and
// topped up the same way only when it has fallen below half of that. All of it is ledger moves.
import { toUnits, memberOwner, type Ledger } from '../../ledger/index.ts';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { createMember, findMemberByAccount } from '../member/repo.ts';
import { hashPassword } from '../auth/passwords.ts';
import { lotsToAmount, ticksToPrice } from '../../market/scales.ts';
import type { SymbolMarket } from '../../market/symbolMarket.ts';
import { MARKETS, SIM_PROFILE, marketKey } from '../../market/symbols.ts';
import { MARKET_MAKER, TAKER, type ContractBots } from '../../market/simulator.ts';
import type { MarketHub } from '../../market/hub.ts';
import { ORDER_STATUS } from '../../market/orderRecord.ts';
import { randomBytes } from 'node:crypto';
import { CROSS, type ContractBook } from './book.ts';
import { contractPair, type ContractPair } from './pair.ts';
import type { FuturesService } from './service.ts';
import { CONTRACT_WALLET } from './settlement.ts';

/** Low leverage: the bots are the book's depth, not its risk. */
export const BOT_LEVERAGE = 2;
/** A bot's contract account holds this share of a day's volume (notional, in the settlement coin) per contract it trades. */
const FUND_SHARE = 0.3;
/** Past this share of a day's volume a bot only reduces its position. */
const MAX_POSITION_SHARE = 0.05;

export const BOT_ROLES = ['maker-long', 'maker-short', 'taker'] as const;
export type BotRole = (typeof BOT_ROLES)[number];
/** The bots' member accounts: addresses nobody can receive mail at, passwords nobody knows. */
export const botEmail = (role: BotRole) => `contract-${role}@simulator.invalid`;

/** The bots' member ids as stored (none before the first start with the simulator): retention sweeps their history. */
export const findBotMemberIds = async (db: Db): Promise<string[]> =>
  (await db.selectFrom('member').select('id').where('email', 'in', BOT_ROLES.map(botEmail)).execute()).map((row) => String(row.id));

export interface ContractBotDeps {
  db: Db;
  ledger: Ledger;
  book: ContractBook;
  service: FuturesService;
  /** The open markets: house orders a run before the bots left on the contract books are cancelled there. */
  hub: () => Pick<MarketHub, 'get'>;
  log: { warn(obj: object, msg?: string): void };
}

const contractPairs = (): ContractPair[] =>
  MARKETS.filter((m) => m.kind !== 'xh' && SIM_PROFILE[marketKey(m.kind, m.symbol_name)]).map((m) => contractPair(m.kind as 'ubw' | 'bbw', m.symbol_name));

/** A day's volume of a contract as notional in its settlement coin (ledger units). */
const dailyNotionalUnits = (pair: ContractPair): bigint => {
  const profile = SIM_PROFILE[marketKey(pair.kind, pair.config.symbol_name)]!;
  const volume = Number(profile.baseDailyVolume);
  const price = Number(profile.startPrice);
  // Linear: base coin × price, in USDT. Inverse: contracts × contract size (USD) / price, in the base coin.
  const notional = pair.spec.type === 'linear' ? volume * price : (volume * Number(pair.spec.contractSize / 10n ** 10n) / 1e8) / price;
  return toUnits(notional.toFixed(8));
};

/** What each bot's contract account should hold per settlement coin. */
export const botFunding = (): Map<string, bigint> => {
  const need = new Map<string, bigint>();
  for (const pair of contractPairs()) {
    const units = (dailyNotionalUnits(pair) * BigInt(Math.round(FUND_SHARE * 1000))) / 1000n;
    need.set(pair.settle, (need.get(pair.settle) ?? 0n) + units);
  }
  return need;
};

export const createContractBots = (deps: ContractBotDeps) => {
  const { book, service, ledger } = deps;
  const ids = new Map<BotRole, string>();
  let prepared = false;

  const idOf = (role: BotRole) => ids.get(role)!;
  const positionOf = (role: BotRole, pair: ContractPair) => book.find(`member:${idOf(role)}`, pair.key)?.size ?? 0n;
  const closable = (role: BotRole, pair: ContractPair) => {
    const size = positionOf(role, pair);
    return (size < 0n ? -size : size) - book.reservedForClose(`member:${idOf(role)}`, pair.key);
  };
  const capLots = (pair: ContractPair) => {
    const profile = SIM_PROFILE[marketKey(pair.kind, pair.config.symbol_name)]!;
    return BigInt(Math.max(1, Math.round(Number(profile.baseDailyVolume) * MAX_POSITION_SHARE * 10 ** pair.config.coin_coin_scale)));
  };

  const place = async (role: BotRole, pair: ContractPair, type: 'ptwt' | 'sjwt', direction: 1 | 2 | 3 | 4, lots: bigint, priceTicks: number | null): Promise<string | null> => {
    try {
      const row = await service.place(idOf(role), direction <= 2 ? 'open' : 'close', type, {
        exchangeCoinStr: pair.config.symbol_name,
        contractType: pair.kind === 'ubw' ? '1' : '2',
        direction: String(direction) as '1' | '2' | '3' | '4',
        amount: lotsToAmount(pair.config, lots),
        ...(priceTicks === null ? {} : { price: ticksToPrice(pair.config, priceTicks) }),
      });
      return row.id;
    } catch (error) {
      // A refusal (no margin left, nothing within the band) is a member's refusal: the bot tries again next tick.
      if (error instanceof BusinessError) return null;
      throw error;
    }
  };

  const bots = {
    get ready() {
      return prepared;
    },
    /** The bots' member ids by role (after prepare). */
    members: () => new Map(ids),

    /**
     * Makes the bot members (first start), funds their contract accounts through the ledger (first
     * start, or a top-up when one fell below half), sets each contract to cross at BOT_LEVERAGE, and
     * cancels the orders a previous run left resting (the simulator quotes afresh), the bots' and
     * the unmargined house's of a run before the bots: nobody manages those any more, and a member
     * filled against one would open a position the clearing account carries for ever.
     */
    async prepare(): Promise<void> {
      const houseOrders = await deps.db
        .selectFrom('market_order')
        .select(['id', 'kind', 'symbol'])
        .where('kind', 'in', ['ubw', 'bbw'])
        .where('owner_type', '=', 'system')
        .where('owner_id', 'in', [MARKET_MAKER.ownerId, TAKER.ownerId])
        .where('status', '=', ORDER_STATUS.open)
        .execute();
      for (const order of houseOrders) await deps.hub().get(order.kind as 'ubw' | 'bbw', order.symbol)?.cancel(order.id);
      for (const role of BOT_ROLES) {
        const email = botEmail(role);
        const found = await findMemberByAccount(deps.db, email);
        const member = found ?? (await createMember(deps.db, { email, passwordHash: await hashPassword(randomBytes(24).toString('hex')) }));
        ids.set(role, String(member.id));
      }
      const need = botFunding();
      for (const role of BOT_ROLES) {
        const owner = memberOwner(idOf(role));
        for (const [asset, amount] of need) {
          const { available, locked } = await ledger.balance(owner, CONTRACT_WALLET, asset);
          if (available + locked >= amount / 2n) continue;
          await ledger.deposit({ owner, walletType: CONTRACT_WALLET, asset, amount, ref: `contract-bot-funding:${role}:${asset}` });
        }
        for (const pair of contractPairs()) {
          const ownerKey = `member:${idOf(role)}`;
          const left = book.ordersOf(ownerKey, pair.key).filter((o) => o.waiting === null).map((o) => o.id);
          if (left.length > 0) await service.cancel(idOf(role), 'contract_dqwt', left);
          const setting = book.find(ownerKey, pair.key);
          if (setting?.pattern === CROSS && setting.leverage === BOT_LEVERAGE) continue;
          await service.setLeverage(idOf(role), { pattern: '2', patternType: '1', symbol: pair.config.coin_symbol, type: pair.kind, cou: BOT_LEVERAGE });
        }
      }
      prepared = true;
    },
  };

  const trader: ContractBots = {
    get ready() {
      return prepared;
    },

    async quote(market: SymbolMarket, side: 'buy' | 'sell', priceTicks: number, lots: number): Promise<string | null> {
      const pair = contractPair(market.config.kind as 'ubw' | 'bbw', market.config.symbol_name);
      const want = BigInt(lots);
      // A bid closes maker-short's short while it has one, else opens maker-long's long; an ask the reverse.
      const [closer, opener] = side === 'buy' ? (['maker-short', 'maker-long'] as const) : (['maker-long', 'maker-short'] as const);
      if (closable(closer, pair) >= want) return place(closer, pair, 'ptwt', side === 'buy' ? 4 : 3, want, priceTicks);
      const held = positionOf(opener, pair);
      if ((held < 0n ? -held : held) + want > capLots(pair)) return null;
      return place(opener, pair, 'ptwt', side === 'buy' ? 1 : 2, want, priceTicks);
    },

    async cancel(market: SymbolMarket, orderId: string): Promise<void> {
      const state = book.orders.get(orderId);
      if (!state) return;
      try {
        await service.cancel(state.owner.ownerId, 'contract_dqwt', [orderId]);
      } catch (error) {
        // Filled or cancelled meanwhile.
        if (!(error instanceof BusinessError)) throw error;
        deps.log.warn({ err: error.message, market: market.key }, 'contract bot cancel refused');
      }
    },

    async take(market: SymbolMarket, side: 'buy' | 'sell', lots: number): Promise<void> {
      const pair = contractPair(market.config.kind as 'ubw' | 'bbw', market.config.symbol_name);
      const size = positionOf('taker', pair);
      let want = BigInt(lots);
      // Close what is held on the other side first (at most all of it); else open, within the cap.
      if (side === 'buy' ? size < 0n : size > 0n) {
        const free = closable('taker', pair);
        if (free <= 0n) return;
        if (want > free) want = free;
        await place('taker', pair, 'sjwt', side === 'buy' ? 4 : 3, want, null);
        return;
      }
      if ((size < 0n ? -size : size) + want > capLots(pair)) return;
      await place('taker', pair, 'sjwt', side === 'buy' ? 1 : 2, want, null);
    },
  };

  return Object.assign(bots, { trader });
};

export type ContractBotsRunner = ReturnType<typeof createContractBots>;
