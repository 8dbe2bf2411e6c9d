// API key management (api/page, api/apiSave, api/del). A key is an access key the member shows
// and a secret shown once at creation; only the secret's SHA-256 is kept (a 256-bit random
// secret needs no slow hash: there is nothing to guess). Signing trading calls with a key is not
// served yet: this is the management side only.
//
// Permissions: "read" always; "trade"; "withdraw" only with an IP whitelist, so a leaked key
// cannot empty the account from anywhere. Every key change asks for the Google code once bound.
import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_LIMITS,
  API_KEY_PERMISSIONS,
  apiKeyDeleteBody,
  apiKeyPageBody,
  apiKeySaveBody,
  type ApiKeyCreated,
  type ApiKeyPermission,
  type ApiKeyRow,
  type Page,
} from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import type { ApiKeyTable } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { memberOf, requireGoogleCodeWhenBound } from '../assets/checks.ts';
import type { Selectable } from 'kysely';

const UNKNOWN = 'Unknown API key';
const stamp = (d: Date | string) => new Date(d).toISOString().replace('T', ' ').slice(0, 19);

const toRow = (r: Selectable<ApiKeyTable>): ApiKeyRow => ({
  id: String(r.id),
  label: r.label,
  api_key: r.access_key,
  permissions: r.permissions.split(',').filter((p): p is ApiKeyPermission => (API_KEY_PERMISSIONS as readonly string[]).includes(p)),
  ip_whitelist: r.ip_whitelist,
  create_time: stamp(r.create_time),
  update_time: stamp(r.update_time),
});

/** "read" first and always, then the others in their fixed order, each once. */
const normalisePermissions = (given: ApiKeyPermission[]): string =>
  API_KEY_PERMISSIONS.filter((p) => p === 'read' || given.includes(p)).join(',');

/** Trimmed, without repeats; the contract's rule already refused anything that is not IPv4. */
const normaliseWhitelist = (value: string): string => {
  const ips = [...new Set(value.split(',').map((ip) => ip.trim()).filter(Boolean))];
  if (ips.length > API_KEY_LIMITS.maxIps) throw new BusinessError(`At most ${API_KEY_LIMITS.maxIps} IP addresses`);
  return ips.join(',');
};

export const createApiKeyService = (db: Db) => ({
  async page(memberId: string, input: unknown): Promise<Page<ApiKeyRow>> {
    const { current, size } = parse(apiKeyPageBody, input);
    const base = db.selectFrom('api_key').where('member_id', '=', memberId);
    const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const rows = await base.selectAll().orderBy('id', 'desc').limit(size).offset((current - 1) * size).execute();
    const total = Number(count);
    return { records: rows.map(toRow), total, size, current, pages: Math.ceil(total / size) };
  },

  async save(memberId: string, input: unknown): Promise<ApiKeyRow | ApiKeyCreated> {
    const body = parse(apiKeySaveBody, input);
    const permissions = normalisePermissions(body.permissions);
    const whitelist = normaliseWhitelist(body.ipWhitelist);
    if (permissions.includes('withdraw') && !whitelist) throw new BusinessError('A key that can withdraw needs an IP whitelist');
    requireGoogleCodeWhenBound(await memberOf(db, memberId), body.googleCode);
    if (body.id) {
      const row = await db
        .updateTable('api_key')
        .set({ label: body.label, permissions, ip_whitelist: whitelist, update_time: new Date() })
        .where('id', '=', body.id)
        .where('member_id', '=', memberId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new BusinessError(UNKNOWN);
      return toRow(row);
    }
    const secret = randomBytes(32).toString('base64url');
    const row = await db.transaction().execute(async (trx) => {
      // The member row is the lock: two creations at once cannot both see 19 keys and make 21.
      await trx.selectFrom('member').select('id').where('id', '=', memberId).forUpdate().execute();
      const { count } = await trx.selectFrom('api_key').select((eb) => eb.fn.countAll<string>().as('count')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
      if (Number(count) >= API_KEY_LIMITS.maxPerMember) throw new BusinessError(`You can have at most ${API_KEY_LIMITS.maxPerMember} API keys`);
      return trx
        .insertInto('api_key')
        .values({
          member_id: memberId,
          label: body.label,
          access_key: randomBytes(16).toString('hex'),
          secret_hash: createHash('sha256').update(secret).digest('hex'),
          permissions,
          ip_whitelist: whitelist,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return { ...toRow(row), secret };
  },

  async remove(memberId: string, input: unknown): Promise<void> {
    const { id } = parse(apiKeyDeleteBody, input);
    const result = await db.deleteFrom('api_key').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new BusinessError(UNKNOWN);
  },
});

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
