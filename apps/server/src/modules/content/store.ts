// The content store: tables of JSON rows read by fixed ids (navigation, footer, translations,
// images, site config, currency rates, articles …). Query params other than the paging and
// sorting ones filter on columns; pageSize -521 returns everything (§4 of DESIGN).
import { sql } from 'kysely';
import { z } from 'zod';
import { PAGE_SIZE_ALL, inputText, pageNumber, type ContentPage } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';

type Row = Record<string, unknown>;

/** Params that are not column filters. `t` is the cache-busting timestamp every GET carries. */
const RESERVED = new Set(['pageNo', 'pageSize', 'column', 'order', 't', '_t']);
const COLUMN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const TABLE = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_PAGE_SIZE = 1000;
const PAGE_SIZE_MESSAGE = `pageSize must be between 1 and ${MAX_PAGE_SIZE}, or ${PAGE_SIZE_ALL} for all`;
const lowerCase = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

/** Query of getData: paging, sorting, and any other param filters on the column of its name. */
export const contentQuery = z
  .object({
    pageNo: pageNumber('pageNo'),
    pageSize: z.coerce
      .number({ message: PAGE_SIZE_MESSAGE })
      .int(PAGE_SIZE_MESSAGE)
      .refine((size) => size === PAGE_SIZE_ALL || (size >= 1 && size <= MAX_PAGE_SIZE), PAGE_SIZE_MESSAGE)
      .default(10),
    column: inputText().regex(COLUMN, 'Invalid sort column').default('id'),
    order: z.preprocess(lowerCase, z.enum(['asc', 'desc'], { message: 'order must be asc or desc' }).default('desc')),
  })
  .catchall(inputText());

export interface QueryInput {
  pageNo: number;
  pageSize: number;
  column: string;
  order: 'asc' | 'desc';
  filters: Record<string, string>;
}

export const parseQuery = (query: unknown): QueryInput => {
  const { pageNo, pageSize, column, order, ...rest } = parse(contentQuery, query);
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (RESERVED.has(key)) continue;
    if (!COLUMN.test(key)) throw new BusinessError(`Invalid filter column: ${key.slice(0, 40)}`);
    filters[key] = value;
  }
  return { pageNo, pageSize, column, order, filters };
};

export const checkTable = (table: string) => {
  if (!TABLE.test(table)) throw new BusinessError('Unknown table');
  return table;
};

export const createContentStore = (db: Db) => ({
  async query(table: string, input: QueryInput): Promise<ContentPage<Row>> {
    let q = db.selectFrom('content_row').where('table_id', '=', checkTable(table));
    for (const [column, value] of Object.entries(input.filters)) q = q.where(sql<string>`data->>${column}`, '=', value);
    const { count } = await q.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const text = sql<string>`data->>${input.column}`;
    // Numbers are stored as decimal strings: sort numerically when the value is a number.
    const numeric = sql`case when ${text} ~ '^-?[0-9]+(\\.[0-9]+)?$' then (${text})::numeric end`;
    const dir = sql.raw(input.order);
    let rows = q.select('data').orderBy(sql`${numeric} ${dir} nulls last`).orderBy(sql`${text} ${dir}`).orderBy('row_id');
    if (input.pageSize !== PAGE_SIZE_ALL) rows = rows.limit(input.pageSize).offset((input.pageNo - 1) * input.pageSize);
    const records = (await rows.execute()).map((r) => r.data);
    return { total: Number(count), records };
  },

  async detail(table: string, id: string): Promise<Row> {
    const row = await db
      .selectFrom('content_row')
      .select('data')
      .where('table_id', '=', checkTable(table))
      .where('row_id', '=', id.slice(0, 128))
      .executeTakeFirst();
    if (!row) throw new BusinessError('The record does not exist');
    return row.data;
  },

  async all(table: string): Promise<Row[]> {
    const rows = await db.selectFrom('content_row').select('data').where('table_id', '=', table).orderBy('row_id').execute();
    return rows.map((r) => r.data);
  },

  /** Adds rows that are not there yet; rows an operator changed stay as they are. */
  async seed(table: string, rows: Row[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200) {
      const chunk = rows.slice(i, i + 200).map((data) => ({ table_id: table, row_id: String(data.id), data: JSON.stringify(data) }));
      if (chunk.length) await db.insertInto('content_row').values(chunk).onConflict((oc) => oc.doNothing()).execute();
    }
  },
});

export type ContentStore = ReturnType<typeof createContentStore>;
