#!/usr/bin/env node
// `npm test`: typecheck, lint, unit (contract + web), server integration, build, e2e in
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
/** What failed, repeated just above the count: a CI log's tail then names it. */
const failures = [];

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
    failures.push(label);
    console.log(`✗ ${label} failed`);
  }
};

/** A vitest run: counts its tests from the JSON report. */
const suite = (label, args, env = {}) => {
  const file = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  if (!existsSync(file)) {
    failed++;
    failures.push(`${label}: no report (the runner itself failed)`);
    console.log(`✗ ${label}: no report (the runner itself failed)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${label} › ${file.name.replace(process.cwd() + '/', '')} › ${test.fullName}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${label} › ${file.name.replace(process.cwd() + '/', '')}: ${String(file.message ?? 'failed to load').split('\n')[0]}`);
    }
  }  // A file that fails to load has no failed tests but still fails the run.
  if (!ok && report.numFailedTests === 0) {
    failed++;
    failures.push(`${label}: the run failed outside any test`);
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
check('build (web and server)', 'npm', ['run', '--silent', 'build']);
suite('e2e (Chromium)', ['--config', 'e2e/vitest.config.ts']);

if ((await answers(5432)) && (await answers(1883))) {
  // The second pass proves the server on PostgreSQL and Mosquitto: the pure cores (engine, risk)
  // touch neither and ran above, and the property tests make a fifth of their runs
  // (testing/propertyRuns.ts): the search for counter-examples was the first pass's job.
  suite('server (PostgreSQL, Mosquitto)', ['--project', 'server', '--exclude', 'src/engine/**', '--exclude', 'src/risk/**'], {
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    MQTT_URL: process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883',
    PROPERTY_RUN_SHARE: '0.2',
  });
} else {
  console.log('\n(PostgreSQL on :5432 or Mosquitto on :1883 not answering: the second server pass is skipped)');
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
