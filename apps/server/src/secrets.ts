// The token-signing secret: JWT_SECRET when given (several servers must share it), otherwise one
// generated at first start and kept in DATA_DIR so logins survive a restart.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const loadJwtSecret = (configured: string | undefined, dataDir: string): Uint8Array => {
  if (configured) return new TextEncoder().encode(configured);
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
};
