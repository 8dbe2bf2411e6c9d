// Trading pairs travel as "BASE/QUOTE" (symbol_name) but a slash cannot sit in one URL path
// segment, so routes and wire paths use "BASE_QUOTE". These convert between the two.
export const pairToPath = (symbolName: string): string => symbolName.replaceAll('/', '_');

export const pathToPair = (path: string): string => path.replaceAll('_', '/');

/** Splits at the first "/" or "_", so it reads both forms; a lone coin has an empty quote. */
export const splitPair = (symbolName: string): { base: string; quote: string } => {
  const at = symbolName.search(/[/_]/);
  return at < 0 ? { base: symbolName, quote: '' } : { base: symbolName.slice(0, at), quote: symbolName.slice(at + 1) };
};
