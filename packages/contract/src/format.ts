// Pure display helpers shared by web and server (spec §9, DESIGN §5): numbers, masks, asset totals
// and pair names. Split by topic to keep each file small; import them from here.
export { INVALID_NUMBER } from './format-decimal.ts';
export { formatAmount, percent, shortenNumber, stripZeros, toFixedDown } from './format-number.ts';
export { btcTotal, btcValue, toCurrency } from './format-assets.ts';
export { maskAccount } from './format-mask.ts';
export { pairToPath, pathToPair, splitPair } from './format-pair.ts';
