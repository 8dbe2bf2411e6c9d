// The listed markets as data: how each pair trades (the contract's PairConfig, served as is by
// open/transaction) and how the simulator moves it (SIM_PROFILE). Ids are written out, never
// derived from the order of the table, so adding a row never renumbers stored orders.
import { CONTENT_IMAGES_PATH, pairToPath, type MarketKind, type PairConfig } from '@exchange/contract';

/** What the simulator needs to keep a market alive and plausible. */
export interface SimProfile {
  /** Reference price (quote coin, at the market's price scale): where the walk starts and drifts back to. */
  startPrice: string;
  /** Annualised volatility of the price, 0.6 = 60 %. */
  volatility: number;
  /** Typical 24 h volume in the base coin (whole contracts for a coin-margined contract). */
  baseDailyVolume: string;
}

export type MarketKey = `${MarketKind}:${string}`;
export const marketKey = (kind: MarketKind, symbolName: string): MarketKey => `${kind}:${symbolName}`;

type Row = [
  id: string,
  kind: MarketKind,
  base: string,
  quote: string,
  priceScale: number,
  amountScale: number,
  minAmount: string,
  /** Highest leverage isolated / cross; '0' where the pair has no margin trading. */
  partCou: string,
  fullCou: string,
  startPrice: string,
  volatility: number,
  baseDailyVolume: string,
];

// Spot ids 1–99, ubw 101–199, bbw 201–299: unique across kinds so one column can store any market.
// Start prices of the cross pairs match the USDT prices so the first minutes look arbitrage-free.
const ROWS: readonly Row[] = [
  ['1', 'xh', 'BTC', 'USDT', 2, 5, '0.0001', '10', '5', '67000.00', 0.6, '1500'],
  ['2', 'xh', 'ETH', 'USDT', 2, 4, '0.001', '10', '5', '3500.00', 0.75, '24000'],
  ['3', 'xh', 'BNB', 'USDT', 2, 3, '0.01', '10', '5', '580.00', 0.6, '45000'],
  ['4', 'xh', 'SOL', 'USDT', 2, 2, '0.05', '10', '5', '150.00', 0.9, '180000'],
  ['5', 'xh', 'XRP', 'USDT', 4, 1, '10', '10', '5', '0.5200', 0.85, '40000000'],
  ['6', 'xh', 'ADA', 'USDT', 4, 1, '10', '0', '0', '0.4500', 0.85, '30000000'],
  ['7', 'xh', 'DOGE', 'USDT', 5, 0, '50', '10', '5', '0.15000', 1.2, '250000000'],
  ['8', 'xh', 'TRX', 'USDT', 5, 1, '50', '0', '0', '0.12000', 0.7, '120000000'],
  ['9', 'xh', 'DOT', 'USDT', 3, 2, '1', '0', '0', '7.000', 0.9, '2500000'],
  ['10', 'xh', 'LTC', 'USDT', 2, 3, '0.05', '10', '5', '85.00', 0.8, '150000'],
  ['11', 'xh', 'LINK', 'USDT', 3, 2, '0.5', '10', '5', '15.000', 0.9, '1200000'],
  ['12', 'xh', 'AVAX', 'USDT', 2, 2, '0.2', '0', '0', '35.00', 1, '600000'],
  ['13', 'xh', 'UNI', 'USDT', 3, 2, '1', '0', '0', '9.000', 1, '900000'],
  ['14', 'xh', 'ATOM', 'USDT', 3, 2, '1', '0', '0', '8.000', 0.9, '1000000'],
  ['15', 'xh', 'NEW', 'USDT', 4, 1, '5', '0', '0', '1.2000', 1.5, '5000000'],
  ['16', 'xh', 'ETH', 'BTC', 6, 2, '0.01', '0', '0', '0.052239', 0.5, '1800'],
  ['17', 'xh', 'SOL', 'BTC', 6, 2, '0.05', '0', '0', '0.002239', 0.7, '12000'],
  ['18', 'xh', 'LTC', 'BTC', 6, 2, '0.05', '0', '0', '0.001269', 0.6, '9000'],
  ['19', 'xh', 'LINK', 'ETH', 6, 2, '0.5', '0', '0', '0.004286', 0.7, '60000'],
  ['20', 'xh', 'UNI', 'ETH', 6, 2, '1', '0', '0', '0.002571', 0.8, '40000'],
  ['101', 'ubw', 'BTC', 'USDT', 1, 3, '0.001', '100', '50', '67000.0', 0.6, '9000'],
  ['102', 'ubw', 'ETH', 'USDT', 2, 3, '0.01', '50', '20', '3500.00', 0.75, '120000'],
  ['103', 'ubw', 'SOL', 'USDT', 2, 1, '0.1', '50', '20', '150.00', 0.9, '900000'],
  ['104', 'ubw', 'BNB', 'USDT', 2, 2, '0.01', '50', '20', '580.00', 0.6, '150000'],
  ['105', 'ubw', 'XRP', 'USDT', 4, 1, '10', '50', '20', '0.5200', 0.85, '150000000'],
  ['106', 'ubw', 'DOGE', 'USDT', 5, 0, '100', '50', '20', '0.15000', 1.2, '900000000'],
  // Coin-margined amounts are whole contracts (100 USD each for BTC, 10 for ETH and SOL: risk/contracts.ts),
  // as the engine's lots, the book's depth and a position's size count them; daily volumes in contracts.
  ['201', 'bbw', 'BTC', 'USD', 1, 0, '1', '100', '50', '67000.0', 0.6, '2680000'],
  ['202', 'bbw', 'ETH', 'USD', 2, 0, '1', '50', '20', '3500.00', 0.75, '17500000'],
  ['203', 'bbw', 'SOL', 'USD', 2, 0, '1', '50', '20', '150.00', 0.9, '4500000'],
];

/** Coins listed for the first time: the web badges them (IndexRow.newCoin). */
const NEW_COINS = new Set(['NEW']);

const CONTRACT_TYPE: Record<MarketKind, PairConfig['contract_type']> = { xh: '0', ubw: '1', bbw: '2' };
// The wire has a buy and a sell rate, not maker and taker: one rate for both sides until the
// futures issue brings maker/taker pricing to contracts.
const FEE: Record<MarketKind, { buy: string; sell: string }> = {
  xh: { buy: '0.001', sell: '0.001' },
  ubw: { buy: '0.0004', sell: '0.0004' },
  bbw: { buy: '0.0004', sell: '0.0004' },
};

export const coinAvatar = (coin: string): string => `${CONTENT_IMAGES_PATH}/coins/${coin.toLowerCase()}.svg`;

const toConfig = ([id, kind, base, quote, priceScale, amountScale, minAmount, partCou, fullCou]: Row): PairConfig => ({
  id,
  symbol_name: `${base}/${quote}`,
  coin_symbol: base,
  quote_symbol: quote,
  kind,
  base_coin_scale: priceScale,
  coin_coin_scale: amountScale,
  enable_lever: partCou === '0' ? 0 : 1,
  enable_full_lever: fullCou === '0' ? 0 : 1,
  part_cou: partCou,
  full_cou: fullCou,
  buy_fee: FEE[kind].buy,
  sell_fee: FEE[kind].sell,
  min_amount: minAmount,
  avatar: coinAvatar(base),
  contract_type: CONTRACT_TYPE[kind],
  new_coin: NEW_COINS.has(base) ? 1 : 0,
});

export const MARKETS: readonly Readonly<PairConfig>[] = Object.freeze(ROWS.map((row) => Object.freeze(toConfig(row))));

const BY_KEY = new Map(MARKETS.map((m) => [marketKey(m.kind, m.symbol_name), m]));

export const SIM_PROFILE: Readonly<Record<MarketKey, SimProfile>> = Object.freeze(
  Object.fromEntries(
    ROWS.map(([, kind, base, quote, , , , , , startPrice, volatility, baseDailyVolume]) => [
      marketKey(kind, `${base}/${quote}`),
      Object.freeze({ startPrice, volatility, baseDailyVolume }),
    ]),
  ),
);

/** Every coin that needs an icon: the bases and the quotes. */
export const listedCoins = (): string[] => [...new Set(MARKETS.flatMap((m) => [m.coin_symbol, m.quote_symbol]))];

export const listMarkets = (kind?: MarketKind): readonly Readonly<PairConfig>[] =>
  kind ? MARKETS.filter((m) => m.kind === kind) : MARKETS;

const PATH = /^([A-Z0-9]+)_([A-Z0-9]+)$/;

export const pairPath = (symbolName: string): string => pairToPath(symbolName);

/** "BTC_USDT" → "BTC/USDT"; null for anything that is not one base and one quote in capitals. */
export const parsePairPath = (path: string): string | null => {
  const match = PATH.exec(path);
  return match ? `${match[1]}/${match[2]}` : null;
};

/** Finds a market by "BTC/USDT" or by its path form "BTC_USDT" (what routes receive). */
export const findMarket = (kind: MarketKind, symbolName: string): Readonly<PairConfig> | undefined => {
  const name = symbolName.includes('/') ? symbolName : parsePairPath(symbolName);
  return name === null ? undefined : BY_KEY.get(marketKey(kind, name));
};
