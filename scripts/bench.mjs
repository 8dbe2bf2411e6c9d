#!/usr/bin/env node
// `npm run bench -- <name>` runs bench/<name>.ts; each bench prints its ratio as the last line.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const name = process.argv[2];
const available = readdirSync('bench').filter((f) => f.endsWith('.ts') && !f.startsWith('_')).map((f) => f.slice(0, -3));
if (!name || !existsSync(`bench/${name}.ts`)) {
  console.error(`usage: npm run bench -- <name>   (available: ${available.join(', ')})`);
  process.exit(2);
}
const result = spawnSync('npx', ['tsx', `bench/${name}.ts`, ...process.argv.slice(3)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
