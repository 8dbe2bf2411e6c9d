// The server's log: JSON lines, one object each, for whatever collects them (a pipe, a file, a
// service manager), or lines a person reads on a terminal (pino-pretty: time, level, message).
// LOG_FORMAT=auto, the default, picks by whether stdout is a terminal; json and pretty force one.
import type { Writable } from 'node:stream';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';

export const prettyLogs = (format: Config['logFormat'], stdoutIsTerminal: boolean): boolean => (format === 'auto' ? stdoutIsTerminal : format === 'pretty');

/** Pino's options for Fastify's logger: JSON to stdout is pino's own; readable lines go to stdout but in tests. */
export const loggerOptions = (config: Pick<Config, 'logLevel' | 'logFormat'>, stdoutIsTerminal = process.stdout.isTTY === true, destination?: Writable) => {
  if (!prettyLogs(config.logFormat, stdoutIsTerminal)) return { level: config.logLevel };
  // Written at once, like pino's own stdout: a line logged just before an exit is not lost.
  const stream = pretty({ colorize: stdoutIsTerminal, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true, ...(destination ? { destination } : {}) });
  return { level: config.logLevel, stream };
};
