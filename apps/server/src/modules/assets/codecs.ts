// The address encodings chains use: base58 (with any alphabet), base58check, bech32 / bech32m
// (BIP-173, BIP-350). Pure and small; addresses.ts builds each chain's format on these.
import { createHash } from 'node:crypto';

export const BITCOIN_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const RIPPLE_ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';

export const base58Encode = (bytes: Uint8Array, alphabet = BITCOIN_ALPHABET): string => {
  let n = 0n;
  for (const b of bytes) n = n * 256n + BigInt(b);
  let out = '';
  while (n > 0n) {
    out = alphabet[Number(n % 58n)]! + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = alphabet[0]! + out;
  }
  return out;
};

/** null when a character is outside the alphabet. */
export const base58Decode = (text: string, alphabet = BITCOIN_ALPHABET): Uint8Array | null => {
  // Addresses are short; the cap keeps BigInt work bounded whatever a client sends.
  if (text.length === 0 || text.length > 120) return null;
  let n = 0n;
  for (const ch of text) {
    const digit = alphabet.indexOf(ch);
    if (digit < 0) return null;
    n = n * 58n + BigInt(digit);
  }
  const body: number[] = [];
  while (n > 0n) {
    body.unshift(Number(n % 256n));
    n /= 256n;
  }
  let zeros = 0;
  while (zeros < text.length && text[zeros] === alphabet[0]) zeros++;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
};

const sha256d = (bytes: Uint8Array) => createHash('sha256').update(createHash('sha256').update(bytes).digest()).digest();

export const base58CheckEncode = (payload: Uint8Array, alphabet = BITCOIN_ALPHABET): string =>
  base58Encode(Uint8Array.from([...payload, ...sha256d(payload).subarray(0, 4)]), alphabet);

/** The payload without its 4-byte checksum, or null when the text or the checksum is wrong. */
export const base58CheckDecode = (text: string, alphabet = BITCOIN_ALPHABET): Uint8Array | null => {
  const raw = base58Decode(text, alphabet);
  if (!raw || raw.length < 5) return null;
  const payload = raw.subarray(0, raw.length - 4);
  const sum = sha256d(payload).subarray(0, 4);
  return sum.every((b, i) => b === raw[raw.length - 4 + i]) ? payload : null;
};

// ---- bech32 ------------------------------------------------------------------------------------

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
export const BECH32 = 1;
export const BECH32M = 0x2bc830a3;
export type Bech32Variant = typeof BECH32 | typeof BECH32M;

const polymod = (values: number[]): number => {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATOR[i]!;
  }
  return chk >>> 0;
};

const hrpExpand = (hrp: string): number[] => [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];

export const bech32Encode = (hrp: string, words: number[], variant: Bech32Variant = BECH32): string => {
  const mod = polymod([...hrpExpand(hrp), ...words, 0, 0, 0, 0, 0, 0]) ^ variant;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...words, ...checksum].map((w) => CHARSET[w]).join('')}`;
};

export interface Bech32Decoded {
  hrp: string;
  words: number[];
  variant: Bech32Variant;
}

/** null on a mixed-case string, a bad character or a bad checksum. `limit` is 90 by BIP-173; Cardano allows longer. */
export const bech32Decode = (text: string, limit = 90): Bech32Decoded | null => {
  if (text.length > limit || (text !== text.toLowerCase() && text !== text.toUpperCase())) return null;
  const lower = text.toLowerCase();
  const sep = lower.lastIndexOf('1');
  if (sep < 1 || sep + 7 > lower.length) return null;
  const hrp = lower.slice(0, sep);
  if ([...hrp].some((c) => c.charCodeAt(0) < 33 || c.charCodeAt(0) > 126)) return null;
  const words: number[] = [];
  for (const c of lower.slice(sep + 1)) {
    const w = CHARSET.indexOf(c);
    if (w < 0) return null;
    words.push(w);
  }
  const check = polymod([...hrpExpand(hrp), ...words]);
  if (check !== BECH32 && check !== BECH32M) return null;
  return { hrp, words: words.slice(0, -6), variant: check };
};

/** Regroups bits (8 → 5 to encode, 5 → 8 to decode); null when padding is not allowed and not zero. */
export const convertBits = (data: ArrayLike<number>, from: number, to: number, pad: boolean): number[] | null => {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const max = (1 << to) - 1;
  for (let i = 0; i < data.length; i++) {
    acc = (acc << from) | data[i]!;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & max);
    }
    acc &= (1 << bits) - 1;
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & max);
  } else if (bits >= from || ((acc << (to - bits)) & max) !== 0) {
    return null;
  }
  return out;
};
