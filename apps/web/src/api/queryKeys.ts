// Query keys in one place, so invalidation elsewhere (language change, logout) names the same
// thing the hooks cache. Keys of a member's own data start with PRIVATE_SCOPE: logout drops them
// all at once, so the next user of the browser never sees the previous one's data.

export const PRIVATE_SCOPE = 'private';

export const queryKeys = {
  content: (table: string, params?: Record<string, unknown>) => ['content', table, params ?? {}] as const,
  dictItems: (code: string) => ['dictItems', code] as const,
  clientVersion: (clientType: string) => ['clientVersion', clientType] as const,
  memberInfo: [PRIVATE_SCOPE, 'memberInfo'] as const,
  /** Prefix for any member-only query a feature adds, e.g. `privateKey('wallet', type)`. */
  privateKey: (...parts: unknown[]) => [PRIVATE_SCOPE, ...parts] as const,
} as const;
