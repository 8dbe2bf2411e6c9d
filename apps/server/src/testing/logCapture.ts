// What the server logs during a test, parsed: a refused request is logged at info at most, so a
// line at error or fatal means something escaped as an unhandled error.
import { Writable } from 'node:stream';

export interface LogLine {
  level: number;
  msg?: string;
  err?: { message?: string };
  [key: string]: unknown;
}

/** pino's level numbers. */
const ERROR = 50;

export const captureLog = (level = 'warn') => {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return {
    /** Pino options for the exchange's logger. */
    logger: { level, stream },
    lines,
    /** Lines at error or above, from `from` on (a length of `lines` taken earlier). */
    errorsSince: (from = 0) => lines.slice(from).filter((line) => line.level >= ERROR),
  };
};
