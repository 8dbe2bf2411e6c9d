// The benches' numeric settings from the environment (BENCH_SECONDS, BENCH_CONNECTIONS…): a value
// that is not a whole number in range stops the bench with a message naming it, instead of
// reaching autocannon or the server as NaN (a run of no requests, or one that never ends).

/** process.env[name] as a whole number of at least `min` (1 unless given), or `fallback` when unset. */
export const benchNumber = (name: string, fallback: number, { min = 1 }: { min?: number } = {}): number => {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) {
    console.error(`${name}=${text}: expected a whole number of at least ${min}`);
    process.exit(2);
  }
  return value;
};
