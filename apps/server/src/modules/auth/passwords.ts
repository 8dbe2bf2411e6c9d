// Passwords arrive as md5 hex (the wire's rule); at rest they are argon2id of that digest, so a
// leaked table is as hard to crack as any argon2id store.
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's recommended memory cost; 2 = Algorithm.Argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (md5Digest: string) => hash(md5Digest, OPTIONS);

export const verifyPassword = async (stored: string, md5Digest: string) => {
  try {
    return await verify(stored, md5Digest);
  } catch {
    return false;
  }
};

/** Spends the same time as a real check, so an unknown account answers as slowly as a wrong password. */
let dummy: Promise<string> | undefined;
export const burnPasswordCheck = async (md5Digest: string) => {
  dummy ??= hashPassword('0'.repeat(32));
  await verifyPassword(await dummy, md5Digest);
};
