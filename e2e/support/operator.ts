// The operator's side of a journey: `npm run admin -- <command>` as the README documents it, run
// against the e2e server's DATA_DIR, so the command is forwarded to that running server's internal
// listener (/operator/run) and its in-memory ledger sees the change at once.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { inject } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

export interface AdminResult {
  code: number | null;
  /** What the command printed (stdout and stderr), npm's own banner lines removed. */
  output: string;
}

export const admin = (...args: string[]): Promise<AdminResult> => adminIn(inject('dataDir'), ...args);

/** The command against the server whose DATA_DIR this is (a journey's own server: support/server.ts). */
export const adminIn = (dataDir: string, ...args: string[]): Promise<AdminResult> =>
  new Promise((done, fail) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', MQTT_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, output: output.trim() }));
  });

/** Runs a command that must succeed; fails the test with what it printed otherwise. */
export const adminOk = (...args: string[]): Promise<string> => adminOkIn(inject('dataDir'), ...args);

export const adminOkIn = async (dataDir: string, ...args: string[]): Promise<string> => {
  const result = await adminIn(dataDir, ...args);
  if (result.code !== 0) throw new Error(`npm run admin -- ${args.join(' ')} exited with ${result.code}:\n${result.output}`);
  return result.output;
};
