// The journal's log file (journalLog.ts) with a sink that keeps what it is handed: appends are
// lines on disk at once, start-up hands back what the tables lack and only that, a record cut short
// by a crash is left out while damage anywhere else stops the start, written segments go, and the
// backlog bounds what waits. The log with the real database and projector: market/recovery.test.ts.
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JournalLog, readLog, type RecordSink } from './journalLog.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'journal-log-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A sink that writes a record when told to, in order, as the projection host would. */
class Sink implements RecordSink {
  readonly handed: Array<{ seq: number; text: string }> = [];
  private readonly waiting: Array<() => void> = [];
  record(seq: number, text: string): Promise<void> {
    this.handed.push({ seq, text });
    return new Promise((resolve) => this.waiting.push(resolve));
  }
  /** Writes the oldest `n` records handed and not yet written. */
  async write(n: number) {
    for (const resolve of this.waiting.splice(0, n)) resolve();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const segments = () => readdirSync(dir).filter((f) => f.endsWith('.log')).sort();

describe('the journal log', () => {
  it('appends each record as a line of the current segment before append returns', async () => {
    const sink = new Sink();
    const log = await JournalLog.open(dir, sink, 0);
    void log.append('{"a":1}');
    void log.append('{"b":"x\\ty"}');
    const text = readFileSync(join(dir, segments()[0]!), 'utf8');
    expect(text).toBe('1\t{"a":1}\n2\t{"b":"x\\ty"}\n');
    expect(sink.handed.map((r) => r.seq)).toEqual([1, 2]);
    expect(log.backlog()).toBe(2);
    await sink.write(2);
    expect(log.backlog()).toBe(0);
    log.close();
  });

  it('hands the records past the high-water mark back at start-up, in order, and starts after the last', async () => {
    const first = await JournalLog.open(dir, new Sink(), 0);
    for (let i = 1; i <= 5; i++) void first.append(`{"n":${i}}`);
    first.close();
    // The tables hold the first two (journal_state says 2): only the rest come back.
    const sink = new Sink();
    const reopening = JournalLog.open(dir, sink, 2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sink.handed).toEqual([
      { seq: 3, text: '{"n":3}' },
      { seq: 4, text: '{"n":4}' },
      { seq: 5, text: '{"n":5}' },
    ]);
    await sink.write(3);
    const log = await reopening;
    // Written, so the old segment is gone; numbering goes on.
    expect(segments()).toEqual(['0000000000000006.log']);
    void log.append('{"n":6}');
    expect(sink.handed.at(-1)).toEqual({ seq: 6, text: '{"n":6}' });
    log.close();
  });

  it('leaves out a last record that a crash cut short, which nobody was answered for', () => {
    writeFileSync(join(dir, '0000000000000001.log'), '1\t{"n":1}\n2\t{"n":2}\n3\t{"n"');
    expect(readLog(dir).records.map((r) => r.seq)).toEqual([1, 2]);
  });

  it('refuses a log damaged before its end, or with a record missing, rather than skip a durable record', () => {
    writeFileSync(join(dir, '0000000000000001.log'), '1\t{"n":1}\ngarbage\n3\t{"n":3}\n');
    expect(() => readLog(dir)).toThrow(/damaged at line 2/);
    writeFileSync(join(dir, '0000000000000001.log'), '1\t{"n":1}\n3\t{"n":3}\n');
    expect(() => readLog(dir)).toThrow(/skips from record 1 to 3/);
    writeFileSync(join(dir, '0000000000000001.log'), '1\t{"n":1}\n2\t{"n"');
    appendFileSync(join(dir, '0000000000000003.log'), '3\t{"n":3}\n');
    expect(() => readLog(dir)).toThrow(/ends in the middle of a record/);
  });

  it('begins a new segment past its size and deletes old ones once all their records are written', async () => {
    const sink = new Sink();
    const log = await JournalLog.open(dir, sink, 0, { segmentBytes: 20 });
    for (let i = 1; i <= 4; i++) void log.append(`{"n":"${'x'.repeat(10)}${i}"}`);
    expect(segments()).toHaveLength(4);
    await sink.write(2);
    expect(segments()).toEqual(['0000000000000003.log', '0000000000000004.log']);
    await sink.write(2);
    // The current segment stays, written or not.
    expect(segments()).toEqual(['0000000000000004.log']);
    expect(existsSync(join(dir, '0000000000000004.log'))).toBe(true);
    log.close();
  });

  it('says when the records waiting to be written fall below a bound', async () => {
    const sink = new Sink();
    const log = await JournalLog.open(dir, sink, 0);
    for (let i = 1; i <= 3; i++) void log.append(`{"n":${i}}`);
    let below = false;
    void log.whenBacklogBelow(2).then(() => (below = true));
    await sink.write(1);
    expect(below).toBe(false);
    await sink.write(1);
    expect(below).toBe(true);
    await expect(log.whenBacklogBelow(5)).resolves.toBeUndefined();
    log.close();
  });
});
