// Where the server's files are, from its TypeScript (src/, run by tsx: npm run dev, the tests) and
// from its build (dist/, each entry one bundle: build.ts) alike. Both folders sit in apps/server,
// so the parent of this module's folder is the server's, whichever bundle its code ended up in;
// the paths a module wrote relative to its own file would differ between the two.
import { resolve } from 'node:path';

export const SERVER_DIR = resolve(import.meta.dirname, '..');
export const REPO_ROOT = resolve(SERVER_DIR, '../..');
