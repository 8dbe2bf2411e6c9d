// Secrets the whole deployment shares (the withdrawal key pair, the deposit-address seed), kept in
// the database so every API server behind one PostgreSQL reads the same value, and the embedded
// default keeps them in DATA_DIR with the rest of its data. Made once, on first use.
import type { Db } from '../../db/index.ts';

const read = async (db: Db, name: string) => (await db.selectFrom('server_secret').select('value').where('name', '=', name).executeTakeFirst())?.value;

export const loadServerSecret = async (db: Db, name: string, make: () => Promise<string>): Promise<string> => {
  const found = await read(db, name);
  if (found !== undefined) return found;
  const value = await make();
  // Two servers starting together may both make one: the first insert wins and both read it back.
  await db.insertInto('server_secret').values({ name, value }).onConflict((oc) => oc.column('name').doNothing()).execute();
  return (await read(db, name)) ?? value;
};
