// The risk core of perpetual futures (DESIGN risk/, products.md §1): pure math shared by the
// futures and margin services. No I/O, no clock, no floating point.
//
// MODEL
// - Contracts (contracts.ts): the ubw markets are linear (size in the base coin, margin, PnL and
//   funding in USDT); the bbw markets are inverse (size in contracts of a fixed USD face value:
//   100 USD for BTC/USD, 10 for ETH and SOL; margin, PnL and funding in the base coin). Each has a
//   maintenance-margin bracket table (seed data) and the pair's leverage limits from market/symbols.
// - Positions (position.ts): one-way, merged: one net signed size and average entry per member,
//   contract and kind. A fill adds (averaging arithmetically for linear, harmonically for inverse),
//   reduces (keeping the entry, realising PnL on the closed part) or flips through zero (the excess
//   opens at the fill price).
// - Margin modes: an isolated position stands on its own margin; a member's cross positions of one
//   settlement coin share the cross wallet and each other's PnL.
// - The liquidation rule, the one the server enforces and every figure is measured against
//   (margin.ts): a position (isolated) or a cross account is liquidatable when its margin balance
//   (backing + unrealised PnL, at the mark) is at or below its maintenance margin, compared exactly.
//   Maintenance margin is tiered by notional: notional × MMR − cum of the bracket (brackets.ts).
// - riskOf (riskOf.ts) answers every figure the web shows for an account; liquidation.ts solves
//   liquidation and bankruptcy prices; indexPrice, markPrice and funding price the contracts;
//   liquidationIndex finds what a mark tick makes liquidatable without looking at every position;
//   adl ranks the opposite side for auto-deleveraging.
//
// NUMBERS AND ROUNDING
// - Every quantity is a Fixed: a bigint count of 10^-18 (fixed.ts). Inputs at coarser scales
//   (ledger amounts at 10^-8, prices at a market's scale) convert exactly.
// - A formula is evaluated exactly (sums and products of Fixed are exact; anything that divides is
//   an exact rational, ratio.ts) and rounded once, at the end.
// - Figures come out on the ledger's grid of 10^-8 (so the ledger can book them as they are: Fixed
//   toLedgerUnits), rounded against the member wherever the figure protects the exchange, so what
//   the web shows is never more generous than what the server enforces:
//     down:  unrealised and realised PnL, ROE, removable and addable margin, available, equity, a
//            funding amount to the member (a payment rounds up in size, a receipt down; settling a
//            funding time, receivers share exactly what the payers paid, so it stays zero-sum);
//     up:    initial and maintenance margin, position margin, margin ratio;
//     a long's liquidation and bankruptcy prices up, a short's down (reached no later than the
//     exact ones; "--", null, when no positive price qualifies).
//   The averaged entry price is kept at 10^-18, rounded against the member (a long's up, a short's
//   down). Neutral figures round to the nearest (ties to even): notional, index, mark, funding
//   rate. Marks are published on the 10^-8 grid, which the liquidation index relies on.
// - Because every rounding goes one way, the member's books can only be short of the exact ones,
//   by under one unit a rounding: Σ realised + unrealised ≤ the fills' exact PnL (property test).
export { bracketFor, buildBrackets, maintenanceOf, maxLeverageFor, type Bracket, type BracketRow } from './brackets.ts';
export { CONTRACTS, findContract, leverageLimit, type ContractSpec, type ContractType } from './contracts.ts';
export { fixed, formatFixed, fromLedgerUnits, toLedgerUnits, type Fixed } from './fixed.ts';
export { applyFill, type Fill, type FillResult } from './position.ts';
export { FLAT, notionalAt, orderInitialMargin, pnlAt, positionInitialMargin, roe, unrealisedPnl, type Position } from './pnl.ts';
export { addableMargin, maintenanceAt, marginRatio, removableMargin, surplusAt } from './margin.ts';
export { bankruptcyPrice, liquidationPrice, solveBankruptcy, solveLiquidation, type PriceBound } from './liquidation.ts';
export { riskOf, type AccountRisk, type CoinRisk, type MarginMode, type PositionInput, type PositionRisk, type RiskAccount } from './riskOf.ts';
export { indexPrice, INDEX_RULES, type IndexResult, type IndexRules, type SpotView } from './indexPrice.ts';
export { basisAverage, markPrice, type MarkInputs } from './markPrice.ts';
export {
  fundingPayment,
  fundingRate,
  impactNotional,
  impactPrice,
  premiumIndex,
  settleFunding,
  timeWeightedAverage,
  type BookSide,
  type Sample,
} from './funding.ts';
export { LiquidationIndex, type CrossGroup, type IndexedPosition, type IsolatedState, type Liquidatable } from './liquidationIndex.ts';
export { adlScore, adlScoreOf, rankForAdl } from './adl.ts';
