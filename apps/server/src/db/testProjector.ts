// A projector for the projection host's tests (projectionHost.test.ts): each record is the JSON of
// an item, { id, note }, written into the test's item table by COPY, and then marked by a
// statement (which finds the rows only if the copies went first); an item noted FAILS_IN_SCRIPT
// fails that script. Not part of the server.
import { sql } from 'kysely';
import { copyIn } from './copyIn.ts';
import type { Projector } from './projectionHost.ts';

/** An item whose note this is makes the projection's script fail (division by zero) after its copy. */
export const FAILS_IN_SCRIPT = 'fails in its script';

export const createProjector = (): Projector => ({
  async writes(db, records) {
    const items = records.map((text) => JSON.parse(text) as { id: number; note: string });
    return {
      copies: [copyIn('item', ['id', 'note'], items.map((i) => [i.id, i.note]))],
      statements: [
        sql`update item set projected = true where id = any(${items.map((i) => i.id)}::int[])`.compile(db),
        // A statement that fails after the copies went in, for the host's rollback.
        ...(items.some((i) => i.note === FAILS_IN_SCRIPT) ? [sql`update item set id = id / 0 where note = ${FAILS_IN_SCRIPT}`.compile(db)] : []),
      ],
    };
  },
});
