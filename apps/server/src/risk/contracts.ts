// The perpetual contracts as the risk core sees them: the ubw and bbw markets of market/symbols.ts
// with how they settle, their contract size and their maintenance-margin brackets (seed data).
//
// BTC/USDT uses the illustrative schedule of products.md §1.4 as published (its first bracket allows
// 125x; the pair's own limit, part_cou 100, caps it). The others follow the same ladder of rates,
// MMR = half the initial margin at the bracket's leverage (1% at 50x … 50% at 1x, 15% at 3x as in
// the BTC table), starting at the pair's limit, with caps scaled to each market's size: ETH about a
// tenth of BTC, the smaller coins a fortieth. Coin-margined brackets are in the base coin (Binance's
// qtyCap), sized to about the USD of their USDT twin at the seed prices.
import { MARKETS, marketKey, type MarketKey } from '../market/symbols.ts';
import { bracketRows, buildBrackets, type Bracket } from './brackets.ts';
import { whole, type Fixed } from './fixed.ts';

export type ContractType = 'linear' | 'inverse';

export interface ContractSpec {
  /** 'ubw:BTC/USDT', as market/symbols.ts keys markets. */
  readonly key: MarketKey;
  readonly kind: 'ubw' | 'bbw';
  readonly symbol: string;
  /** linear (ubw): size in the base coin, margin and PnL in the quote; inverse (bbw): size in contracts, margin and PnL in the base. */
  readonly type: ContractType;
  /** The coin margin, PnL and funding are paid in. */
  readonly settle: string;
  /** USD face value of one contract (inverse); 1 for linear, whose size is the base coin itself. */
  readonly contractSize: Fixed;
  readonly brackets: readonly Bracket[];
  /** The pair's leverage limits (part_cou isolated, full_cou cross); the brackets may allow less. */
  readonly maxLeverage: { readonly isolated: number; readonly cross: number };
}

type Table = readonly (readonly [cap: number, maxLeverage: number, mmr: string])[];

const BTC_USDT: Table = [
  [50_000, 125, '0.4%'],
  [250_000, 100, '0.5%'],
  [1_000_000, 50, '1%'],
  [10_000_000, 20, '2.5%'],
  [20_000_000, 10, '5%'],
  [50_000_000, 5, '10%'],
  [100_000_000, 4, '12.5%'],
  [200_000_000, 3, '15%'],
  [300_000_000, 2, '25%'],
  [500_000_000, 1, '50%'],
];

/** The ladder from 50x down, with the caps of each market. */
const ladder = (caps: readonly number[]): Table => {
  const steps: readonly (readonly [number, string])[] = [
    [50, '1%'],
    [20, '2.5%'],
    [10, '5%'],
    [5, '10%'],
    [4, '12.5%'],
    [3, '15%'],
    [2, '25%'],
    [1, '50%'],
  ];
  if (caps.length !== steps.length) throw new RangeError('One cap per step of the ladder');
  return steps.map(([leverage, mmr], i) => [caps[i]!, leverage, mmr] as const);
};

const ETH_USDT = ladder([100_000, 500_000, 2_000_000, 5_000_000, 10_000_000, 20_000_000, 50_000_000, 100_000_000]);
const SMALL_USDT = ladder([25_000, 100_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000, 20_000_000]);

const BTC_USD: Table = [
  [1, 125, '0.4%'],
  [4, 100, '0.5%'],
  [15, 50, '1%'],
  [150, 20, '2.5%'],
  [300, 10, '5%'],
  [750, 5, '10%'],
  [1_500, 4, '12.5%'],
  [3_000, 3, '15%'],
  [4_500, 2, '25%'],
  [7_500, 1, '50%'],
];
const ETH_USD = ladder([30, 150, 600, 1_500, 3_000, 6_000, 15_000, 30_000]);
const SOL_USD = ladder([150, 700, 3_500, 7_000, 14_000, 35_000, 70_000, 140_000]);

const SEED: Readonly<Record<string, { table: Table; contractSize?: number }>> = {
  'ubw:BTC/USDT': { table: BTC_USDT },
  'ubw:ETH/USDT': { table: ETH_USDT },
  'ubw:SOL/USDT': { table: SMALL_USDT },
  'ubw:BNB/USDT': { table: SMALL_USDT },
  'ubw:XRP/USDT': { table: SMALL_USDT },
  'ubw:DOGE/USDT': { table: SMALL_USDT },
  'bbw:BTC/USD': { table: BTC_USD, contractSize: 100 },
  'bbw:ETH/USD': { table: ETH_USD, contractSize: 10 },
  'bbw:SOL/USD': { table: SOL_USD, contractSize: 10 },
};

const build = (): ReadonlyMap<MarketKey, ContractSpec> => {
  const specs = new Map<MarketKey, ContractSpec>();
  for (const market of MARKETS) {
    if (market.kind === 'xh') continue;
    const key = marketKey(market.kind, market.symbol_name);
    const seed = SEED[key];
    // A contract market without brackets could not be margined: refuse to start rather than guess.
    if (!seed) throw new Error(`No maintenance-margin brackets for ${key}`);
    const inverse = market.kind === 'bbw';
    if (inverse !== (seed.contractSize !== undefined)) throw new Error(`${key}: a contract size belongs to inverse contracts only`);
    specs.set(key, {
      key,
      kind: market.kind,
      symbol: market.symbol_name,
      type: inverse ? 'inverse' : 'linear',
      settle: inverse ? market.coin_symbol : market.quote_symbol,
      contractSize: whole(seed.contractSize ?? 1),
      brackets: buildBrackets(bracketRows(seed.table)),
      maxLeverage: { isolated: Number(market.part_cou), cross: Number(market.full_cou) },
    });
  }
  return specs;
};

export const CONTRACTS: ReadonlyMap<MarketKey, ContractSpec> = build();

/** The contract of a market key ('ubw:BTC/USDT'), or undefined for a spot or unknown market. */
export const findContract = (key: string): ContractSpec | undefined => CONTRACTS.get(key as MarketKey);

/** Highest leverage for a notional in a margin mode: the tighter of the bracket's and the pair's limits. */
export const leverageLimit = (contract: ContractSpec, bracket: Bracket, mode: 'isolated' | 'cross'): number =>
  Math.min(bracket.maxLeverage, contract.maxLeverage[mode]);
