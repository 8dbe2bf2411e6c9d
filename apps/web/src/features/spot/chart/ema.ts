// Exponential moving averages of closes, computed in big.js from the wire's decimal strings (the
// chart then takes each value as a float coordinate). Seeded with the simple average of the first
// `period` closes, as trading terminals do; bars before that have no value.
import Big from 'big.js';

export const EMA_PERIODS = [5, 10, 30, 60] as const;
export type EmaPeriod = (typeof EMA_PERIODS)[number];

const weightOf = (period: number): Big => new Big(2).div(period + 1);

/** One step: the average after `close`, given the one before it. */
export const nextEma = (previous: Big, close: Big, period: number): Big => {
  const k = weightOf(period);
  return close.times(k).plus(previous.times(new Big(1).minus(k)));
};

/** The average at every bar (undefined while fewer than `period` closes have been seen). */
export const emaOf = (closes: readonly Big[], period: number): Array<Big | undefined> => {
  const values: Array<Big | undefined> = [];
  let sum = new Big(0);
  let previous: Big | undefined;
  closes.forEach((close, i) => {
    if (previous) {
      previous = nextEma(previous, close, period);
    } else {
      sum = sum.plus(close);
      if (i === period - 1) previous = sum.div(period);
    }
    values.push(previous);
  });
  return values;
};

/** Closes parsed once; an unreadable close repeats the one before it (or counts as 0 at the start). */
export const parseCloses = (closes: readonly string[]): Big[] => {
  let last = new Big(0);
  return closes.map((close) => {
    try {
      last = new Big(close);
    } catch {
      // keep `last`
    }
    return last;
  });
};
