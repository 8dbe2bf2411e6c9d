// The one error type every call rejects with, so callers can tell a business refusal from a
// dropped connection without parsing messages.

export type TransportErrorKind = 'business' | 'unauthorized' | 'network' | 'timeout' | 'status';

export class TransportError extends Error {
  /** Business code of the answer (body code/error_code or HTTP status); 0 when there was no answer. */
  readonly code: number;
  /** True when the user must not see it (whitelisted answers, §8): the caller decides what to do. */
  readonly silent: boolean;
  readonly kind: TransportErrorKind;
  /** The answer as received, when there was one. */
  readonly body?: unknown;

  constructor(message: string, init: { code: number; kind: TransportErrorKind; silent?: boolean; body?: unknown }) {
    super(message);
    this.name = 'TransportError';
    this.code = init.code;
    this.kind = init.kind;
    this.silent = init.silent ?? false;
    this.body = init.body;
  }
}

export const isTransportError = (value: unknown): value is TransportError => value instanceof TransportError;
