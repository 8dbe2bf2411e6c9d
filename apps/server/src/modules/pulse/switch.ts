// The operator's pulse switch (`npm run admin -- pulse-off` / `pulse-on`), kept in product_switch
// (028) so it outlives a restart: read once at start (index.ts), written by the command, which the
// running server executes itself (admin/operator.ts) and so also flips in memory at once.
import type { Db } from '../../db/index.ts';

const PRODUCT = 'pulse';

/** On unless an operator switched it off. */
export const readPulseSwitch = async (db: Db): Promise<boolean> => {
  const row = await db.selectFrom('product_switch').select('enabled').where('product', '=', PRODUCT).executeTakeFirst();
  return row?.enabled ?? true;
};

export const writePulseSwitch = async (db: Db, on: boolean, at: number): Promise<void> => {
  await db
    .insertInto('product_switch')
    .values({ product: PRODUCT, enabled: on, changed_at: String(at) })
    .onConflict((oc) => oc.column('product').doUpdateSet({ enabled: on, changed_at: String(at) }))
    .execute();
};
