// The withdrawal envelope of DESIGN §4 (contract WithdrawalEnvelope): a fresh AES-256-GCM key
// encrypts the JSON body, RSA-OAEP (SHA-256) wraps that key to the server's public key, all base64.
// WebCrypto only: the trade password digest inside is never readable on the wire or in logs.
import type { WithdrawalBody, WithdrawalEnvelope, WithdrawalKey } from '@exchange/contract/wallet';

const base64 = (buffer: ArrayBuffer | Uint8Array): string => {
  const bytes = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

export const encryptWithdrawal = async (body: WithdrawalBody, key: WithdrawalKey): Promise<WithdrawalEnvelope> => {
  const { subtle } = globalThis.crypto;
  const publicKey = await subtle.importKey('jwk', key.jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(body)));
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, await subtle.exportKey('raw', aes));
  return { kid: key.kid, key: base64(wrapped), iv: base64(iv), data: base64(data) };
};
