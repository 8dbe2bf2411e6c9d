// Every page is its own chunk, loaded when its route is first entered. A chunk that fails to load, or
// takes longer than TIMEOUTS.chunkLoadMs (spec §8: 120 s), becomes a ChunkLoadError that the route's
// error element turns into a retry screen instead of a blank page.
import type { ComponentType } from 'react';
import { TIMEOUTS } from '@exchange/contract/constants';

export class ChunkLoadError extends Error {
  constructor(reason: 'failed' | 'timeout', options?: { cause?: unknown }) {
    super(reason === 'timeout' ? 'Loading the page timed out' : 'Loading the page failed', options);
    this.name = 'ChunkLoadError';
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

/** Settles like `load()`, but rejects with a ChunkLoadError on failure or after `ms`. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms: number = TIMEOUTS.chunkLoadMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed', { cause }));
      },
    );
  });
}

/** A route's `lazy` for a module whose default export is the page component. */
export const lazyRoute =
  (importer: () => Promise<{ default: ComponentType }>, ms: number = TIMEOUTS.chunkLoadMs) =>
  async (): Promise<{ Component: ComponentType }> => {
    const module = await withChunkTimeout(importer, ms);
    return { Component: module.default };
  };
