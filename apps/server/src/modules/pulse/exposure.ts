// The house's risk cap (products.md §3.4): per symbol and expiry bucket, the payouts the house
// could owe on up contracts less those on down contracts. Only the side that wins is paid, so
// |net| bounds what one price move can cost beyond what the other side's stakes bring in. A
// contract that would carry |net| past the cap is refused, unless it brings |net| down.

export class ExposureBook {
  private readonly net = new Map<string, bigint>();

  constructor(
    private readonly cap: bigint,
    private readonly bucketMs: number,
  ) {}

  private key(symbol: string, expireAt: number): string {
    return `${symbol}|${Math.floor(expireAt / this.bucketMs)}`;
  }

  /** Signed payout: + for up, − for down. */
  private static signed(direction: 'up' | 'down', payout: bigint): bigint {
    return direction === 'up' ? payout : -payout;
  }

  allows(symbol: string, expireAt: number, direction: 'up' | 'down', payout: bigint): boolean {
    const now = this.net.get(this.key(symbol, expireAt)) ?? 0n;
    const next = now + ExposureBook.signed(direction, payout);
    const abs = (v: bigint) => (v < 0n ? -v : v);
    return abs(next) <= this.cap || abs(next) < abs(now);
  }

  add(symbol: string, expireAt: number, direction: 'up' | 'down', payout: bigint): void {
    const key = this.key(symbol, expireAt);
    const next = (this.net.get(key) ?? 0n) + ExposureBook.signed(direction, payout);
    if (next === 0n) this.net.delete(key);
    else this.net.set(key, next);
  }

  remove(symbol: string, expireAt: number, direction: 'up' | 'down', payout: bigint): void {
    this.add(symbol, expireAt, direction === 'up' ? 'down' : 'up', payout);
  }

  /** Current net of a bucket (tests). */
  of(symbol: string, expireAt: number): bigint {
    return this.net.get(this.key(symbol, expireAt)) ?? 0n;
  }
}
