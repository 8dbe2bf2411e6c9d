// Test helper: runs the operator's command as `npm run admin -- …` does, from the TypeScript
// (`tsx src/admin.ts …`, where npm runs the build: compiled.test.ts covers that) in a child
// process, and answers its exit code and everything it printed.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const serverDir = resolve(import.meta.dirname, '../..');
const tsx = resolve(serverDir, '../../node_modules/.bin/tsx');

export const runAdminCli = async (env: Record<string, string>, ...args: string[]): Promise<{ code: number; out: string }> => {
  try {
    const { stdout } = await promisify(execFile)(tsx, ['src/admin.ts', ...args], { cwd: serverDir, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, timeout: 60_000 });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
};
