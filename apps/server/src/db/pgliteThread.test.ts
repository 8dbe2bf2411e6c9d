// PGlite on its worker thread: the same session as on the main thread (queries, scripts, errors
// with their codes). The journal's records it hosts are tested with the host (projectionHost.test.ts).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openThreadSession, threadCpuSeconds, type ThreadSession } from './pgliteThread.ts';

let dir: string;
let session: ThreadSession;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
  session = await openThreadSession(dir);
  await session.query('create table item (id int primary key, note text not null)', []);
});
afterAll(async () => {
  await session.close();
  rmSync(dir, { recursive: true, force: true });
});

const ids = async () => (await session.query<{ id: number }>('select id from item order by id', [])).rows.map((r) => r.id);

describe('PGlite on a worker thread', () => {
  it('answers queries with their rows and counts, parameters included', async () => {
    const written = await session.query('insert into item (id, note) values ($1, $2), ($3, $4)', [1, "it's", 2, 'two']);
    expect(written.affectedRows).toBe(2);
    const read = await session.query<{ note: string }>('select note from item where id = $1', [1]);
    expect(read.rows).toEqual([{ note: "it's" }]);
  });

  it("counts the thread's time running requests as busy, and waiting as idle", async () => {
    const before = session.utilization();
    await session.query('select count(*) from generate_series(1, 300000)', []);
    const during = session.utilization();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = session.utilization();
    expect(during.active).toBeGreaterThan(before.active);
    // Nothing was asked in the pause: the thread waited.
    expect(after.idle - during.idle).toBeGreaterThan(50);
    expect(after.active - during.active).toBeLessThan(after.idle - during.idle);
  });

  it.runIf(existsSync('/proc/thread-self'))("names its own thread of this process, whose CPU time is the database's work", async () => {
    const id = session.linuxThreadId;
    expect(id).not.toBe(process.pid);
    const before = threadCpuSeconds(id);
    expect(before).not.toBeNull();
    await session.query('select count(*) from generate_series(1, 2000000)', []);
    // A clock tick is 10 ms; two million rows take a good deal more than that.
    expect(threadCpuSeconds(id)!).toBeGreaterThan(before!);
  });

  it('passes a database error back with its code, and keeps serving', async () => {
    await expect(session.query('insert into item (id, note) values ($1, $2)', [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    expect(await ids()).toEqual([1, 2]);
  });
});
