// For tests: a withdrawal envelope made exactly as the browser makes it, with WebCrypto (the
// contract's WithdrawalEnvelope describes the steps), so the server is tested against the real
// format and not against its own decryption code.
import { webcrypto } from 'node:crypto';
import type { WithdrawalBody, WithdrawalEnvelope, WithdrawalKey } from '@exchange/contract';

const { subtle } = webcrypto;
const b64 = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');

export const encryptWithdrawal = async (body: WithdrawalBody | Record<string, unknown>, key: WithdrawalKey): Promise<WithdrawalEnvelope> => {
  const publicKey = await subtle.importKey('jwk', key.jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(body)));
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, await subtle.exportKey('raw', aes));
  return { kid: key.kid, key: b64(wrapped), iv: b64(iv), data: b64(data) };
};
