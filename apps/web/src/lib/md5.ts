// Passwords travel as the lowercase md5 hex of the plain text (DESIGN §4); this is the only place
// that computes it so every call (login, register, reset, change) hashes the same way.
import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export const md5Hex = (text: string): string => bytesToHex(md5(utf8ToBytes(text)));
