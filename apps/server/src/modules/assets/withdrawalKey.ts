// The key withdrawal bodies are encrypted to (DESIGN §4): an RSA key pair made once and kept as a
// server secret. The browser wraps a fresh AES-256-GCM key with the public key (RSA-OAEP, SHA-256)
// and encrypts the JSON body with it; here the private key unwraps it and GCM proves the body was
// not altered. Every failure reads the same to the client, so the answer tells nothing about which
// step failed.
import { createDecipheriv, createHash, createPrivateKey, createPublicKey, generateKeyPair, constants, privateDecrypt, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { z } from 'zod';
import { inputText, type WithdrawalKey } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { loadServerSecret } from './serverSecret.ts';

export const UNDECRYPTABLE = 'The withdrawal request could not be read; please reload the page and try again';
export const STALE_KEY = 'The withdrawal key has changed; please reload the page and try again';

// 2048-bit RSA-OAEP only carries a 32-byte key here; 2048 keeps the first start quick.
const makePrivateKey = async () => {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
};

const base64 = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9+/=_-]*$/);
/** The encrypted withdrawal body (WithdrawalEnvelope of the contract). */
export const envelopeSchema = z.object({
  kid: inputText().max(64),
  key: base64(1024),
  iv: base64(32),
  // A withdrawal body is a few hundred bytes; anything much larger is not one.
  data: base64(8192),
});

interface Loaded {
  privateKey: KeyObject;
  published: WithdrawalKey;
}

export const createWithdrawalKeys = (db: Db) => {
  let loading: Promise<Loaded> | undefined;
  const load = (): Promise<Loaded> => {
    loading ??= (async () => {
      const privateKey = createPrivateKey(await loadServerSecret(db, 'withdrawal_rsa_key', makePrivateKey));
      const publicKey = createPublicKey(privateKey);
      const spki = publicKey.export({ type: 'spki', format: 'der' });
      const kid = createHash('sha256').update(spki).digest('hex').slice(0, 16);
      const { n, e } = publicKey.export({ format: 'jwk' });
      const published: WithdrawalKey = {
        kid,
        alg: 'RSA-OAEP-256',
        enc: 'A256GCM',
        jwk: { kty: 'RSA', n: n!, e: e!, alg: 'RSA-OAEP-256', use: 'enc', kid },
        pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      };
      return { privateKey, published };
    })();
    // A failed load (database down) is tried again on the next call rather than remembered.
    loading.catch(() => (loading = undefined));
    return loading;
  };

  return {
    publicKey: async (): Promise<WithdrawalKey> => (await load()).published,

    /** The decrypted body as parsed JSON; BusinessError when it cannot be read. */
    async decrypt(input: unknown): Promise<unknown> {
      const parsed = envelopeSchema.safeParse(input);
      if (!parsed.success) throw new BusinessError(UNDECRYPTABLE);
      const envelope = parsed.data;
      const { privateKey, published } = await load();
      if (envelope.kid !== published.kid) throw new BusinessError(STALE_KEY);
      try {
        const key = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(envelope.key, 'base64'));
        const iv = Buffer.from(envelope.iv, 'base64');
        const data = Buffer.from(envelope.data, 'base64');
        if (key.length !== 32 || iv.length !== 12 || data.length <= 16) throw new Error('bad sizes');
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(data.subarray(data.length - 16));
        const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
        return JSON.parse(plain.toString('utf8')) as unknown;
      } catch {
        throw new BusinessError(UNDECRYPTABLE);
      }
    },
  };
};

export type WithdrawalKeys = ReturnType<typeof createWithdrawalKeys>;
