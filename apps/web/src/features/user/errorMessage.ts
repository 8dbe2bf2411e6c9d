// The inline text for a failed call. Business errors were already shown by the transport's toast
// (spec §8), so repeating them beside the form would say the same thing twice; errors the transport
// does not toast (network failure, time-out) get the server's message or a translated fallback here.
import { isTransportError } from '../../api/transport.ts';

export const errorMessage = (error: unknown, fallback: string): string | null => {
  if (isTransportError(error) && (error.kind === 'business' || error.kind === 'status' || error.silent)) return null;
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
};
