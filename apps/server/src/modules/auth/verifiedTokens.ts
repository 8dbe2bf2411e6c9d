// Access tokens whose signature was already checked. A member's client sends the same token with
// every call until it refreshes, and checking an HS256 signature through WebCrypto (jose) costs
// more than placing the order it carries (bench place-order: about a sixth of the server's time).
// A token's signature never changes its verdict, so the verdict is remembered by the exact token
// text; its expiry is still checked on every call, and the session behind it is checked by the
// caller as before (revocation works the same).

export interface VerifiedClaims {
  memberId: string;
  sessionId: string;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
  /** The session's generation the token was issued in (tokens.ts): a refresh moves it on. */
  generation: number;
}

/** Enough for every session of a busy exchange over a token's life; the oldest verdicts go first. */
const DEFAULT_CAPACITY = 50_000;

export class VerifiedTokens {
  private readonly verdicts = new Map<string, VerifiedClaims>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  /** The claims of a token verified earlier and not expired at `nowSeconds`. */
  get(token: string, nowSeconds: number): VerifiedClaims | undefined {
    const claims = this.verdicts.get(token);
    if (!claims) return undefined;
    if (claims.expiresAt <= nowSeconds) {
      this.verdicts.delete(token);
      return undefined;
    }
    return claims;
  }

  remember(token: string, claims: VerifiedClaims): void {
    if (this.verdicts.size >= this.capacity) {
      const oldest = this.verdicts.keys().next();
      if (!oldest.done) this.verdicts.delete(oldest.value);
    }
    this.verdicts.set(token, claims);
  }
}
