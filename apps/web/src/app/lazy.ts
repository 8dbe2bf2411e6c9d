// Every page is its own chunk, loaded when its route is first entered. A chunk that fails to load, or
// takes longer than TIMEOUTS.chunkLoadMs (spec §8: 120 s), becomes a ChunkLoadError that the route's
// error boundary (routes/RoutePage.tsx) turns into a retry screen instead of a blank page.
//
// Pages and panels also wait for the rest of the English texts (i18n/englishRest.ts), fetched
// beside their chunk, so they render translated; only the home page makes do with the core.
import { lazy } from 'react';
import { TIMEOUTS } from '@exchange/contract/constants';
// From the i18n entry, so i18next is set up before the rest is added to it.
import { loadEnglishRest } from '../i18n/index.ts';

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

/** Which English texts a page needs: all of them, or the core the entry carries (home). */
export type PageTexts = 'all' | 'core';

/** What React.lazy accepts as a module's component (its own bound, so any props). */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/**
 * A page in its own chunk, as a React.lazy component: it renders once the chunk (within `ms`) and,
 * unless it makes do with the core, the English rest are in.
 */
export const lazyPage = <T extends LazyComponent>(
  importer: () => Promise<{ default: T }>,
  texts: PageTexts = 'all',
  ms: number = TIMEOUTS.chunkLoadMs,
) =>
  lazy(async (): Promise<{ default: T }> => {
    const [module] = await Promise.all([withChunkTimeout(importer, ms), texts === 'all' ? loadEnglishRest() : undefined]);
    return module;
  });

/** React.lazy for a panel or dialog in its own chunk: it renders once the chunk and the English rest are in. */
export const lazyWithTexts = <T extends LazyComponent>(importer: () => Promise<{ default: T }>) =>
  lazy(async (): Promise<{ default: T }> => (await Promise.all([importer(), loadEnglishRest()]))[0]);
