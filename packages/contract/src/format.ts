// Pure display helpers shared by web and server (spec §9, DESIGN §5): numbers, masks, asset totals,
// pair names and the wire's times. Split by topic to keep each file small; import them from here.
export { INVALID_NUMBER } from './format-decimal.ts';
export { formatAmount, percent, shortenNumber, stripZeros, toFixedDown } from './format-number.ts';
export { btcTotal, btcValue, toCurrency } from './format-assets.ts';
export { maskAccount } from './format-mask.ts';
export { pairToPath, pathToPair, splitPair } from './format-pair.ts';
export { wireTimeMs } from './format-time.ts';
