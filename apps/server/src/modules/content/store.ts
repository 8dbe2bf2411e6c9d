// The content store: tables of JSON rows read by fixed ids (navigation, footer, translations,
// images, site config, currency rates, articles …). Query params other than the paging and
// sorting ones filter on columns; pageSize -521 returns everything (§4 of DESIGN).
import { sql } from 'kysely';
import { PAGE_SIZE_ALL, type ContentPage } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';

type Row = Record<string, unknown>;

/** Params that are not column filters. `t` is the cache-busting timestamp every GET carries. */
const RESERVED = new Set(['pageNo', 'pageSize', 'column', 'order', 't', '_t']);
const COLUMN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const TABLE = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_PAGE_SIZE = 1000;

export interface QueryInput {
  pageNo: number;
  pageSize: number;
  column: string;
  order: 'asc' | 'desc';
  filters: Record<string, string>;
}

export const parseQuery = (query: Record<string, unknown>): QueryInput => {
  const pageNo = query.pageNo === undefined ? 1 : Number(query.pageNo);
  const pageSize = query.pageSize === undefined ? 10 : Number(query.pageSize);
  if (!Number.isInteger(pageNo) || pageNo < 1) throw new BusinessError('pageNo must be a positive integer');
  if (!Number.isInteger(pageSize) || (pageSize !== PAGE_SIZE_ALL && (pageSize < 1 || pageSize > MAX_PAGE_SIZE)))
    throw new BusinessError(`pageSize must be between 1 and ${MAX_PAGE_SIZE}, or ${PAGE_SIZE_ALL} for all`);
  const column = String(query.column ?? 'id');
  if (!COLUMN.test(column)) throw new BusinessError('Invalid sort column');
  const order = String(query.order ?? 'desc').toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw new BusinessError('order must be asc or desc');
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (RESERVED.has(key)) continue;
    if (!COLUMN.test(key)) throw new BusinessError(`Invalid filter column: ${key.slice(0, 40)}`);
    if (typeof value !== 'string') throw new BusinessError(`Filter ${key} must be given once`);
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
