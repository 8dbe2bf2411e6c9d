// The journal's log on the embedded default: where an order becomes durable before it is answered.
//
// A group-commit batch (market/journal.ts) is one record: a line "<seq>\t<json>\n" appended to the
// current segment file of DATA_DIR/journal with one write. Once write() returns, the record is in
// the operating system's hands: it survives the server process dying, as a PGlite commit does
// (PGlite never flushes to the disk either: README "What committed survives"). The record then
// goes to the database's projection host (projectionHost.ts), which writes its rows into the
// tables with others and moves journal_state.projected_seq in the same commit. Segments whose
// records are all written are deleted.
//
// Start-up (open): the records past projected_seq are handed to the host again and written before
// anything else reads; a last line that was cut short (a write the crash interrupted, which nobody
// was answered for) is left out; then the old segments go and a new one starts after the last seq.
//
// How far the tables lag is bounded: backlog() counts records not yet written and the journal waits
// for it to fall (whenBacklogBelow) before it appends more, so a load the projection cannot keep
// up with slows the answers instead of piling up records.
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Where the records go to be written into the tables (projectionHost.ts, possibly on another thread). */
export interface RecordSink {
  record(seq: number, text: string): Promise<void>;
}

export interface JournalLogOptions {
  /** A segment is closed and a new one begun past this size. */
  segmentBytes?: number;
}

const SEGMENT = /^(\d{16})\.log$/;
const LINE = /^(\d+)\t\{/;
const DEFAULT_SEGMENT_BYTES = 16 * 1024 * 1024;

interface Segment {
  path: string;
  /** The last record in it (0 while empty). */
  lastSeq: number;
}

const segmentName = (firstSeq: number) => `${String(firstSeq).padStart(16, '0')}.log`;

/** A record read back at start-up. */
export interface LoggedRecord {
  seq: number;
  text: string;
}

/**
 * The complete records of the segments in `dir`, in order. A line cut short or unreadable ends
 * the log only where it is the last thing written (the tail of the last segment); anywhere else
 * the log is damaged and start-up stops rather than skip a durable record.
 */
export const readLog = (dir: string): { records: LoggedRecord[]; files: string[] } => {
  if (!existsSync(dir)) return { records: [], files: [] };
  const files = readdirSync(dir).filter((f) => SEGMENT.test(f)).sort().map((f) => join(dir, f));
  const records: LoggedRecord[] = [];
  files.forEach((file, index) => {
    const lines = readFileSync(file, 'utf8').split('\n');
    // The text after the last newline is '' when the segment ends cleanly.
    const tail = lines.pop()!;
    const last = index === files.length - 1;
    for (const [n, line] of lines.entries()) {
      const match = LINE.exec(line);
      if (!match) {
        if (last && n === lines.length - 1 && tail === '') break;
        throw new Error(`The journal log ${file} is damaged at line ${n + 1}; the server cannot tell which orders it held`);
      }
      const seq = Number(match[1]);
      const previous = records.at(-1)?.seq;
      if (previous !== undefined && seq !== previous + 1) throw new Error(`The journal log ${file} skips from record ${previous} to ${seq}`);
      records.push({ seq, text: line.slice(match[1]!.length + 1) });
    }
    if (tail !== '' && !last) throw new Error(`The journal log ${file} ends in the middle of a record`);
  });
  return { records, files };
};

export class JournalLog {
  private fd: number;
  private segment: Segment;
  private bytes = 0;
  private readonly closed: Segment[] = [];
  private seq: number;
  private projected: number;
  private waiters: Array<{ below: number; resolve: () => void }> = [];
  private readonly segmentBytes: number;

  private constructor(
    private readonly dir: string,
    private readonly sink: RecordSink,
    lastSeq: number,
    options: JournalLogOptions,
  ) {
    this.segmentBytes = options.segmentBytes ?? DEFAULT_SEGMENT_BYTES;
    this.seq = lastSeq;
    this.projected = lastSeq;
    this.segment = { path: join(dir, segmentName(lastSeq + 1)), lastSeq: 0 };
    this.fd = openSync(this.segment.path, 'a');
  }

  /**
   * Opens the log in `dir`: the records past `projectedSeq` (journal_state) are written into the
   * tables through `sink` first, then the old segments are deleted.
   */
  static async open(dir: string, sink: RecordSink, projectedSeq: number, options: JournalLogOptions = {}): Promise<JournalLog> {
    mkdirSync(dir, { recursive: true });
    const { records, files } = readLog(dir);
    const unwritten = records.filter((r) => r.seq > projectedSeq);
    await Promise.all(unwritten.map((r) => sink.record(r.seq, r.text)));
    for (const file of files) unlinkSync(file);
    return new JournalLog(dir, sink, Math.max(projectedSeq, records.at(-1)?.seq ?? 0), options);
  }

  /**
   * Appends a record; it is durable when this returns. The promise settles when its rows are in
   * the tables (a rejection means they could not be written: the caller must stop).
   */
  append(text: string): Promise<void> {
    if (this.bytes >= this.segmentBytes) this.rotate();
    const seq = ++this.seq;
    const line = `${seq}\t${text}\n`;
    const length = Buffer.byteLength(line);
    const written = writeSync(this.fd, line);
    // A regular file takes the whole line at once; were it cut short, the rest goes after it.
    if (written < length) {
      const bytes = Buffer.from(line);
      for (let at = written; at < length; ) at += writeSync(this.fd, bytes, at);
    }
    this.bytes += length;
    this.segment.lastSeq = seq;
    return this.sink.record(seq, text).then(() => this.written(seq));
  }

  /** Records appended and not yet written into the tables. */
  backlog(): number {
    return this.seq - this.projected;
  }

  /** Resolves once fewer than `below` records wait to be written. */
  whenBacklogBelow(below: number): Promise<void> {
    if (this.backlog() < below) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ below, resolve }));
  }

  close(): void {
    closeSync(this.fd);
  }

  private rotate() {
    closeSync(this.fd);
    this.closed.push(this.segment);
    this.segment = { path: join(this.dir, segmentName(this.seq + 1)), lastSeq: 0 };
    this.fd = openSync(this.segment.path, 'a');
    this.bytes = 0;
  }

  private written(seq: number) {
    // The host writes records in order, so this is the new high-water mark.
    if (seq > this.projected) this.projected = seq;
    while (this.closed.length > 0 && this.closed[0]!.lastSeq <= this.projected) unlinkSync(this.closed.shift()!.path);
    if (this.waiters.length === 0) return;
    const backlog = this.backlog();
    this.waiters = this.waiters.filter((w) => (backlog < w.below ? (w.resolve(), false) : true));
  }
}
