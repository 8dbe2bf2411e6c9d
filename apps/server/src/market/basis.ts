// A simulated contract's price from its index (issue 22 part 7): the spot walk of its base times one
// plus a basis, BASIS_SHARE of the contract's own walk's departure from its listing price. One rule
// for the live simulator (simulator.ts) and the back-filled history (backfill.ts), so the chart a
// contract shows before live trading is the one it continues with.

/** The share of a contract's own walk that stays in its price as a basis over its index. */
export const BASIS_SHARE = 0.05;
/** A resumed basis is held within ±MAX_BASIS: a last price far off its index (a stale book) is not carried on for weeks. */
export const MAX_BASIS = 0.02;

/** The contract's price: its index times one plus the basis its own walk implies. */
export const withBasis = (index: number, own: number, listing: number): number => index * (1 + BASIS_SHARE * (own / listing - 1));

/**
 * The own walk's value that puts the contract at `contract` over `index` (withBasis solved for own):
 * where a contract's walk resumes from its last price, so the live price continues the chart.
 */
export const ownFromPrices = (contract: number, index: number, listing: number): number => {
  const basis = Math.min(MAX_BASIS, Math.max(-MAX_BASIS, contract / index - 1));
  return listing * (1 + basis / BASIS_SHARE);
};
