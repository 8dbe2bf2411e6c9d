// A projector for the projection host's tests (projectionHost.test.ts): each record is the JSON of
// an item, { id, note }, written into the test's item table. Not part of the server.
import { sql } from 'kysely';
import type { Projector } from './projectionHost.ts';

export const createProjector = (): Projector => ({
  async writes(db, records) {
    const items = records.map((text) => JSON.parse(text) as { id: number; note: string });
    return [sql`insert into item (id, note) select * from unnest(${items.map((i) => i.id)}::int[], ${items.map((i) => i.note)}::text[])`.compile(db)];
  },
});
