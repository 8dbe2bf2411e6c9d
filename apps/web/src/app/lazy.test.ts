import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, lazyRoute, withChunkTimeout } from './lazy.ts';

const Page = () => null;

describe('withChunkTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the module when it arrives in time', async () => {
    const loaded = withChunkTimeout(() => new Promise((resolve) => setTimeout(() => resolve('module'), 119_999)));
    vi.advanceTimersByTime(119_999);
    await expect(loaded).resolves.toBe('module');
  });

  it('rejects with a timeout ChunkLoadError after 120 s', async () => {
    const loaded = withChunkTimeout(() => new Promise(() => {}));
    const outcome = expect(loaded).rejects.toSatisfy(isChunkLoadError);
    vi.advanceTimersByTime(120_000);
    await outcome;
    await expect(loaded).rejects.toThrow('timed out');
  });

  it('does not reject before the time-out', async () => {
    const settled = vi.fn();
    withChunkTimeout(() => new Promise(() => {})).catch(settled);
    vi.advanceTimersByTime(119_999);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
  });

  it('turns a failed import into a ChunkLoadError keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error: unknown = await withChunkTimeout(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });
});

describe('lazyRoute', () => {
  it('hands the default export to the router as the route component', async () => {
    const route = lazyRoute(() => Promise.resolve({ default: Page }));
    await expect(route()).resolves.toEqual({ Component: Page });
  });

  it('uses the given time-out', async () => {
    vi.useFakeTimers();
    const route = lazyRoute(() => new Promise(() => {}), 50);
    const outcome = expect(route()).rejects.toSatisfy(isChunkLoadError);
    vi.advanceTimersByTime(50);
    await outcome;
    vi.useRealTimers();
  });
});
