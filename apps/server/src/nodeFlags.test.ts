// The server's scripts carry the flags the tests and benches run it with (nodeFlags.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './nodeFlags.ts';

const scripts = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the server’s Node flags', () => {
  it.each([
    ['start', 'dist/main.js'],
    ['dev', 'src/main.ts'],
  ])('npm run %s passes them to Node', (name, file) => {
    const words = scripts[name]!.split(/\s+/);
    // Before the entry file: after it, a flag would be the program's argument, not Node's.
    const entry = words.indexOf(file);
    expect(entry).toBeGreaterThan(0);
    for (const flag of SERVER_NODE_FLAGS) expect(words.slice(0, entry)).toContain(flag);
  });
});
