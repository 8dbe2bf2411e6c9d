import { describe, expect, it } from 'vitest';
import type { WithdrawalBody, WithdrawalKey } from '@exchange/contract/wallet';
import { encryptWithdrawal } from './withdrawalEnvelope.ts';

const { subtle } = globalThis.crypto;
const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

const keyPair = async () => {
  const pair = await subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt']);
  const jwk = (await subtle.exportKey('jwk', pair.publicKey)) as { n: string; e: string };
  const key: WithdrawalKey = { kid: 'k1', alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk: { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RSA-OAEP-256', use: 'enc', kid: 'k1' }, pem: '' };
  return { key, privateKey: pair.privateKey };
};

const body: WithdrawalBody = { coin: 'USDT', chain: 'TRC20', address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9', amount: '12.5', tradePwd: 'a'.repeat(32), timestamp: 1700000000000 };

describe('encryptWithdrawal', () => {
  it('makes an envelope the private key opens back into the body (RSA-OAEP-256 + AES-256-GCM)', async () => {
    const { key, privateKey } = await keyPair();
    const envelope = await encryptWithdrawal(body, key);
    expect(envelope.kid).toBe('k1');
    expect(bytes(envelope.iv)).toHaveLength(12);
    const raw = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes(envelope.key));
    expect(raw.byteLength).toBe(32);
    const aes = await subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
    const plain = await subtle.decrypt({ name: 'AES-GCM', iv: bytes(envelope.iv) }, aes, bytes(envelope.data));
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual(body);
  });

  it('never carries the body in plain text, and uses a fresh key and iv each time', async () => {
    const { key } = await keyPair();
    const [a, b] = await Promise.all([encryptWithdrawal(body, key), encryptWithdrawal(body, key)]);
    expect(JSON.stringify(a)).not.toContain(body.address);
    expect(JSON.stringify(a)).not.toContain(body.tradePwd);
    expect(a.iv).not.toBe(b.iv);
    expect(a.key).not.toBe(b.key);
  });
});
