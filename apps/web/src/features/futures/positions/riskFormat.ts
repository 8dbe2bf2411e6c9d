// How the server's risk figures read on screen. Nothing is worked out: a figure is shown as sent, at
// most with its trailing zeros dropped, a fraction shown as a percentage (×100 is notation, not
// arithmetic on the figure), a sign made explicit, and "--" where the server sends none ("").
import Big from 'big.js';
import { stripZeros } from '@exchange/contract/format-number';

const read = (value: string | undefined): Big | null => {
  if (value === undefined || value.trim() === '') return null;
  try {
    return new Big(value);
  } catch {
    return null;
  }
};

/** A figure as sent, without trailing zeros; "--" when there is none. */
export const figure = (value: string | undefined): string => (read(value) ? stripZeros(value!.trim()) : '--');

/** A fraction as a percentage at 2 decimals ("0.4" → "40.00%"); "--" when there is none. */
export const fractionPercent = (value: string | undefined): string => {
  const fraction = read(value);
  return fraction ? `${fraction.times(100).toFixed(2)}%` : '--';
};

/** A signed figure: "+12.5", "-3", "0"; "--" when there is none. */
export const signed = (value: string | undefined): string => {
  const number = read(value);
  if (!number) return '--';
  return number.gt(0) ? `+${stripZeros(value!.trim())}` : stripZeros(value!.trim());
};

/** 'up' for a gain, 'down' for a loss, 'flat' otherwise: the colour of a PnL. */
export const toneOf = (value: string | undefined): 'up' | 'down' | 'flat' => {
  const number = read(value);
  return !number || number.eq(0) ? 'flat' : number.gt(0) ? 'up' : 'down';
};
