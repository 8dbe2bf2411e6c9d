// Business errors (§8). Services throw these; the error handler turns them into envelopes.
// Anything else that escapes a handler is logged and answered with a neutral message: never a
// stack trace, never a 500.
import { CODE } from '@exchange/contract';

export class BusinessError extends Error {
  constructor(
    message: string,
    readonly code: number = CODE.business,
  ) {
    super(message);
  }
}

export class UnauthorizedError extends BusinessError {
  constructor(message = 'Please log in again') {
    super(message, CODE.unauthorized);
  }
}

/** The flat `{ error_code, error_description }` failure of the token call. */
export class TokenCallError extends Error {
  constructor(
    readonly description: string,
    readonly status: 400 | 401 = 400,
  ) {
    super(description);
  }
}

export const fail = (message: string): never => {
  throw new BusinessError(message);
};
