// The leverage dialog's rules (products.md §1.11): a whole number from 1 to the contract's maximum in
// the member's margin mode (the contract's checkLeverage says why not), a warning from 20x or at the
// maximum, and the marks under the slider.
export const HIGH_LEVERAGE = 20;

/** Whether to warn that a small move against the position liquidates it. */
export const isHighLeverage = (leverage: number, max: number): boolean => leverage >= HIGH_LEVERAGE || (max > 1 && leverage >= max);

/** 1, then quarters of the maximum (whole, no repeats), then the maximum. */
export const leverageMarks = (max: number): number[] => [...new Set([1, ...[0.25, 0.5, 0.75].map((share) => Math.max(1, Math.round(max * share))), max])].filter((mark) => mark <= max);

/** The maximum of a margin mode: the pair's for isolated (1), its cross maximum for cross (2). */
export const maxLeverageOf = (pattern: '1' | '2', rules: { maxLeverage: number; maxCrossLeverage: number }): number =>
  pattern === '2' ? rules.maxCrossLeverage : rules.maxLeverage;
