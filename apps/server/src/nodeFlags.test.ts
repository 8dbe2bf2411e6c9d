// The server's scripts carry the flags the tests and benches run it with (nodeFlags.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './nodeFlags.ts';

const scripts = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the server’s Node flags', () => {
  it.each(['start', 'dev'])('npm run %s passes them to Node', (name) => {
    const words = scripts[name]!.split(/\s+/);
    for (const flag of SERVER_NODE_FLAGS) expect(words).toContain(flag);
  });
});
