// How many runs a property test over the database makes. The main server pass (PGlite) makes the
// figure each test names: that pass is the search for a counter-example. `npm test`'s second pass
// over PostgreSQL sets PROPERTY_RUN_SHARE (a fraction) because it proves that the same SQL holds on
// another database, which a tenth of the runs shows as well as all of them; repeating the whole
// search there doubled the suite's time. PROP_RUNS raises every figure for a longer hunt by hand.
const share = Number(process.env.PROPERTY_RUN_SHARE ?? 1);
const hunt = Number(process.env.PROP_RUNS ?? 0);

export const propertyRuns = (runs: number): number =>
  Math.max(hunt, Math.max(10, Math.ceil(runs * (share > 0 && share <= 1 ? share : 1))));

/**
 * Whether this pass is the search (every run made). A test's checks that its runs reached every
 * outcome (not vacuous) belong to the search: a fifth of the runs need not reach them all.
 */
export const fullSearch = !(share > 0 && share < 1);
