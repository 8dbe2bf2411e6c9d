// Times the wire sends as text (member, device, API key, KYC and invitation records): UTC, written
// "YYYY-MM-DD HH:mm:ss" with no zone. Read here into epoch milliseconds, so the web can show them in
// the viewer's time zone and language like every other time; records that carry epoch milliseconds
// need no reading.
const WIRE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;

/** Epoch milliseconds of a wire time, or NaN for anything else (an empty text: not yet happened). */
export const wireTimeMs = (text: string): number => {
  const match = WIRE_TIME.exec(text.trim());
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 2026-02-31 over into March: a date that does not exist is not a time.
  return new Date(ms).getUTCDate() === day ? ms : Number.NaN;
};
