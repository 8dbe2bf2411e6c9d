#!/usr/bin/env node
// `npm test`: typecheck, lint, unit (contract + web), server integration, web build, e2e in
// Chromium — and, when PostgreSQL and Mosquitto answer on this machine, the server integration
// suite a second time on them. Every step runs even if an earlier one failed, so one run shows
// everything that is wrong. The last line is the count: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'exchange-test-'));
let passed = 0;
let failed = 0;

const run = (label, command, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
};

/** A step that is one check (typecheck, lint, build). */
const check = (label, command, args) => {
  if (run(label, command, args)) passed++;
  else {
    failed++;
    console.log(`✗ ${label} failed`);
  }
};

/** A vitest run: counts its tests from the JSON report. */
const suite = (label, args, env = {}) => {
  const file = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  if (!existsSync(file)) {
    failed++;
    console.log(`✗ ${label}: no report (the runner itself failed)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load has no failed tests but still fails the run.
  if (!ok && report.numFailedTests === 0) {
    failed++;
    console.log(`✗ ${label}: the run failed outside any test`);
  }
};

const answers = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);
suite('unit', ['--project', 'contract', '--project', 'web']);
suite('server (PGlite, embedded broker)', ['--project', 'server'], { DATABASE_URL: '', MQTT_URL: '' });
check('build web', 'npm', ['run', '--silent', 'build']);
suite('e2e (Chromium)', ['--config', 'e2e/vitest.config.ts']);

if ((await answers(5432)) && (await answers(1883))) {
  suite('server (PostgreSQL, Mosquitto)', ['--project', 'server'], {
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    MQTT_URL: process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883',
  });
} else {
  console.log('\n(PostgreSQL on :5432 or Mosquitto on :1883 not answering: the second server pass is skipped)');
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
