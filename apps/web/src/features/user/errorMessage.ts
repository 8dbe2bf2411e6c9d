// The text to show for a failed call: the server's own message when there is one (the transport has
// already toasted it), else a translated fallback.
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
