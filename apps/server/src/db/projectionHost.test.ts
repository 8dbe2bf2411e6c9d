// The journal's projection host (projectionHost.ts): records written many a transaction with the
// log's high-water mark, the barrier in front of everyone else's requests, an open transaction
// respected, a failure that stops the records and nothing else. On this thread and on PGlite's
// worker, which imports its projector by URL (here the test's: testProjector.ts). PGlite only: the
// PostgreSQL pass (DATABASE_URL) skips it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, type LocalSession } from './pgliteSession.ts';
import { openThreadSession } from './pgliteThread.ts';
import { hostProjection, loadProjector, type ProjectingSession, type ProjectionOptions } from './projectionHost.ts';
import { FAILS_IN_SCRIPT } from './testProjector.ts';

const PROJECTOR = new URL('./testProjector.ts', import.meta.url).href;
const item = (id: number) => JSON.stringify({ id, note: `note ${id}` });

const tables = async (session: ProjectingSession) => {
  await session.query('create table item (id int primary key, note text not null, projected boolean not null default false)', []);
  await session.query('create table journal_state (id int primary key, projected_seq bigint not null)', []);
  await session.query('insert into journal_state values (1, 0)', []);
};

let session: ProjectingSession;

// One database per thread, opened once (PGlite takes seconds to start here); a test that fails
// the projection, which stops a host for good, comes last on it.
const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'projection-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const ids = async () => (await session.query<{ id: number }>('select id from item order by id', [])).rows.map((r) => r.id);
const mark = async () => Number((await session.query<{ projected_seq: string }>('select projected_seq from journal_state', [])).rows[0]!.projected_seq);
/** Transactions that wrote the items: rows of one transaction share its xmin. */
const transactions = async () => Number((await session.query<{ n: string }>('select count(distinct xmin::text) as n from item', [])).rows[0]!.n);

async function writesTogether() {
  await Promise.all([session.record(1, item(1)), session.record(2, item(2)), session.record(3, item(3))]);
  expect(await ids()).toEqual([1, 2, 3]);
  expect(await transactions()).toBe(1);
  expect(await mark()).toBe(3);
  // The statements ran after the copies, in the same transaction.
  expect((await session.query<{ n: string }>('select count(*) as n from item where projected', [])).rows[0]!.n).toBe('3');
}

/** A read sent after record `seq` sees its item, long before the record's own delay is up. */
async function barrier(seq = 1) {
  const written = session.record(seq, item(seq));
  expect(await ids()).toEqual([seq]);
  await written;
}

async function failure(seq = 1) {
  await session.record(seq, item(1));
  const refused = session.record(seq + 1, item(1));
  const behind = session.record(seq + 2, item(3));
  await expect(refused).rejects.toThrow(/duplicate key/);
  await expect(behind).rejects.toThrow(/duplicate key/);
  await expect(session.record(seq + 3, item(4))).rejects.toThrow(/duplicate key/);
  expect(await ids()).toEqual([1]);
  expect(await mark()).toBe(seq);
}

/** Each test on this thread gets a host of its own (with its options) over the one session, and empty tables. */
describe.skipIf(process.env.DATABASE_URL)('the projection host on this thread', () => {
  let local: LocalSession;
  beforeAll(async () => {
    local = await openSession(newDir());
    await tables(hostProjection(local, await loadProjector(PROJECTOR)));
  });
  afterAll(() => local.close());
  const host = async (options?: ProjectionOptions) => {
    await local.query('delete from item', []);
    await local.query('update journal_state set projected_seq = 0', []);
    session = hostProjection(local, await loadProjector(PROJECTOR), options);
  };

  it('writes the records waiting together in one transaction and moves the high-water mark with it', async () => {
    await host();
    await writesTogether();
  });

  it('lets no request read before the records taken ahead of it', async () => {
    await host();
    await barrier();
  });

  it('undoes the copies when a statement after them fails, and fails the record', async () => {
    await host();
    await expect(session.record(1, JSON.stringify({ id: 5, note: FAILS_IN_SCRIPT }))).rejects.toThrow(/division by zero/);
    expect(await ids()).toEqual([]);
    expect(await mark()).toBe(0);
  });

  it('copies any text a value holds as it is (tabs, newlines, backslashes, quotes)', async () => {
    await host();
    const note = 'a\tb\nc\\d\re \\N "q" \'s\' \\. é';
    await session.record(1, JSON.stringify({ id: 7, note }));
    expect((await session.query<{ note: string }>('select note from item where id = 7', [])).rows[0]!.note).toBe(note);
  });

  it('fails the records of a transaction the tables refuse, and every later one, writing none; requests are still served', async () => {
    await host();
    await failure();
  });

  it('holds records back while a transaction of someone else is open, and writes them after it', async () => {
    await host({ delayMs: 5, maxRecords: 1000 });
    await session.query('begin', []);
    await session.query("insert into item (id, note) values (10, 'theirs')", []);
    const written = session.record(1, item(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Inside their transaction: the record waits (its rows would join a transaction not its own).
    expect(await ids()).toEqual([10]);
    await session.query('commit', []);
    await written;
    expect(await ids()).toEqual([1, 10]);
  });

  it('waits delayMs for more records, then writes at most maxRecords a transaction', async () => {
    await host({ delayMs: 60_000, maxRecords: 2 });
    // Two waiting: a transaction goes at once, without the minute's delay.
    await Promise.all([session.record(1, item(1)), session.record(2, item(2))]);
    const third = session.record(3, item(3));
    expect(await ids()).toEqual([1, 2, 3]);
    await third;
    expect(await transactions()).toBe(2);
  });
});

/** The worker imports the projector by URL and hosts it; one session through all three, the failure last. */
describe.skipIf(process.env.DATABASE_URL)("the projection host on PGlite's worker", () => {
  beforeAll(async () => {
    session = await openThreadSession(newDir(), PROJECTOR);
    await tables(session);
  });
  afterAll(() => session.close());

  it('writes the records waiting together in one transaction and moves the high-water mark with it', () => writesTogether());

  it('lets no request read before the records taken ahead of it', async () => {
    await session.query('delete from item', []);
    await barrier(4);
  });

  it('fails the records of a transaction the tables refuse, and every later one, writing none; requests are still served', async () => {
    await session.query('delete from item', []);
    await failure(5);
  });
});
