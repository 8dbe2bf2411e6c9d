// A small seeded PRNG for the simulator, so a seed always replays the same market (tests, demos,
// back-fill that matches across restarts). Math.random cannot be seeded. Not for secrets.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal (mean 0, variance 1). */
  normal(): number;
}

/** mulberry32: 32 bits of state, fast, and good enough statistically for a random walk. */
export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  let spare: number | null = null;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Box–Muller yields normals in pairs; keeping the second halves the cost.
  const normal = (): number => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    const u = 1 - next(); // (0, 1]: log(0) would be -Infinity
    const radius = Math.sqrt(-2 * Math.log(u));
    const angle = 2 * Math.PI * next();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
  return { next, normal };
};
