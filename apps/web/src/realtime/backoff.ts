// Reconnect delays: quick after a blip, never hammering a broker that is down.
export const BACKOFF = { firstMs: 1_000, maxMs: 30_000 } as const;

export const backoffDelay = (attempt: number): number => Math.min(BACKOFF.firstMs * 2 ** attempt, BACKOFF.maxMs);
