// Readable lines on a terminal, JSON when piped, and LOG_FORMAT to force either.
import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { loggerOptions, prettyLogs } from './logging.ts';

describe('the log format', () => {
  it('is readable on a terminal and JSON when piped, unless LOG_FORMAT says', () => {
    expect(prettyLogs(loadConfig({}).logFormat, true)).toBe(true);
    expect(prettyLogs(loadConfig({}).logFormat, false)).toBe(false);
    expect(prettyLogs(loadConfig({ LOG_FORMAT: 'json' }).logFormat, true)).toBe(false);
    expect(prettyLogs(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat, false)).toBe(true);
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be auto, json or pretty');
    expect(loggerOptions({ logLevel: 'info', logFormat: 'auto' }, false)).toEqual({ level: 'info' });
  });

  it('writes a readable line: time, level and message, no JSON', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const { stream, ...options } = loggerOptions({ logLevel: 'info', logFormat: 'pretty' }, false, out);
    const log = pino(options, stream);
    log.info({ to: 'a@b.c' }, '[outbox] Verification code (register): Your verification code is 483920.');
    await new Promise((resolve) => setImmediate(resolve));
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: \[outbox\] Verification code \(register\): Your verification code is 483920\.\n\s+to: "a@b\.c"\n$/);
  });
});
