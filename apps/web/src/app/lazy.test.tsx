import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { ChunkLoadError, isChunkLoadError, lazyPage, withChunkTimeout } from './lazy.ts';

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

describe('lazyPage', () => {
  const show = (Lazy: ComponentType) =>
    render(
      <ErrorBoundary fallback={(error) => <p>{isChunkLoadError(error) ? 'chunk failed' : 'other failure'}</p>}>
        <Suspense fallback={<p>loading</p>}>
          <Lazy />
        </Suspense>
      </ErrorBoundary>,
    );

  it('renders the default export of the chunk', async () => {
    show(lazyPage(() => Promise.resolve({ default: () => <p>the page</p> }), 'core'));
    await screen.findByText('the page');
  });

  it('shows a ChunkLoadError when the chunk does not arrive in time', async () => {
    vi.useFakeTimers();
    show(lazyPage(() => new Promise<never>(() => {}), 'core', 50));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('chunk failed')).toBeInTheDocument();
  });
});
