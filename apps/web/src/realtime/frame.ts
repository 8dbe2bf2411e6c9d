// One flush per animation frame for every live store (DESIGN §7: a busy market never renders per
// message). Stores queue a flush; all queued flushes run together in the next frame. Where there
// is no requestAnimationFrame a 16 ms timer stands in. A hidden tab gets no frames: messages wait
// in their stores (folded every few hundred, so memory stays bounded) and the first visible frame
// applies them.
export const FRAME_FALLBACK_MS = 16;

const queued = new Set<() => void>();
let scheduled = false;

const requestFrame = (run: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else setTimeout(run, FRAME_FALLBACK_MS);
};

const runFrame = (): void => {
  scheduled = false;
  const flushes = [...queued];
  queued.clear();
  for (const flush of flushes) {
    try {
      flush();
    } catch (error) {
      // One broken store must not keep the others from updating.
      if (typeof reportError === 'function') reportError(error);
    }
  }
};

/** Runs `flush` in the next frame; queuing the same function twice before then runs it once. */
export const onNextFrame = (flush: () => void): void => {
  queued.add(flush);
  if (scheduled) return;
  scheduled = true;
  requestFrame(runFrame);
};
