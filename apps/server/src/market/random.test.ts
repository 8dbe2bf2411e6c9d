import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';

const draw = (seed: number, n: number, pick: 'next' | 'normal') => {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => random[pick]());
};

describe('createRandom', () => {
  it('replays the same sequence for the same seed and another for another seed', () => {
    expect(draw(42, 100, 'next')).toEqual(draw(42, 100, 'next'));
    expect(draw(42, 100, 'normal')).toEqual(draw(42, 100, 'normal'));
    expect(draw(43, 100, 'next')).not.toEqual(draw(42, 100, 'next'));
  });

  it('draws uniforms in [0, 1) with the mean and spread of a uniform', () => {
    const xs = draw(7, 100_000, 'next');
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean).toBeCloseTo(0.5, 2);
    // Each tenth of the interval gets about a tenth of the draws.
    const deciles = new Array<number>(10).fill(0);
    for (const x of xs) deciles[Math.floor(x * 10)]! += 1;
    for (const count of deciles) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('draws normals with mean 0 and variance 1', () => {
    const zs = draw(11, 100_000, 'normal');
    const mean = zs.reduce((a, b) => a + b, 0) / zs.length;
    const variance = zs.reduce((a, z) => a + (z - mean) ** 2, 0) / zs.length;
    expect(Math.abs(mean)).toBeLessThan(0.02);
    expect(Math.abs(variance - 1)).toBeLessThan(0.03);
    expect(zs.every(Number.isFinite)).toBe(true);
    // About 68 % within one standard deviation.
    expect(Math.abs(zs.filter((z) => Math.abs(z) < 1).length / zs.length - 0.6827)).toBeLessThan(0.01);
  });

  it('treats any number as a 32-bit seed', () => {
    expect(draw(2 ** 32 + 5, 10, 'next')).toEqual(draw(5, 10, 'next'));
    expect(draw(-1, 10, 'next').every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
