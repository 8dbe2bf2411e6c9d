// The chart's bars as plain data: an older page joined in front of what is shown, and a live bar
// that either continues the last bar or opens the next one. Bars stay sorted by open time, unique.
import type { Candle } from '../../../api/market.ts';

/** `older` (a history page) before `shown`; where both have a bar, the shown one (it is newer) wins. */
export const joinOlder = (older: readonly Candle[], shown: readonly Candle[]): Candle[] => {
  const first = shown[0]?.time ?? Number.POSITIVE_INFINITY;
  const before = older.filter((bar) => bar.time < first).sort((a, b) => a.time - b.time);
  const unique = before.filter((bar, i) => i === 0 || bar.time !== before[i - 1]!.time);
  return [...unique, ...shown];
};

export type LiveChange = 'update' | 'append' | 'stale';

/** Where a live bar goes: over the last bar (same time), after it (newer), or nowhere (older). */
export const liveChange = (shown: readonly Candle[], bar: Candle): LiveChange => {
  const last = shown.at(-1);
  if (!last || bar.time > last.time) return 'append';
  return bar.time === last.time ? 'update' : 'stale';
};

/** A copy of `shown` with the live bar applied (the same array when it is stale). */
export const applyLive = (shown: readonly Candle[], bar: Candle): readonly Candle[] => {
  switch (liveChange(shown, bar)) {
    case 'append':
      return [...shown, bar];
    case 'update':
      return [...shown.slice(0, -1), bar];
    default:
      return shown;
  }
};
